/**
 * The one PRO rule for what a teacher places on a page, in the document editor (mf-redactor) and
 * the template workshop (mf-workshop) alike (issue 30 item 11):
 * - seed 001 §3 Document data: template_data's second part 'p' hides stamp/QR/image, and its
 *   third part '0' also hides them;
 * - seed 001 §5: "QR and image are PRO only; free users see a need-PRO notice";
 * - seed 001 §6: a stamp is not among what a free document loses (images, QR, per-fragment fonts).
 *
 * `pro` is what PRO means where the teacher is: the document's PRO (doc_pro_allowed) in the
 * editor; the workshop plan (is_workshop_pay '1', the Pro badge) in the workshop, where a free
 * plan is shown the need-pay dialog instead (seed 001 §6).
 */
export type PageInsertion = 'image' | 'qr' | 'stamp';

/** 'needPro': the button stays and opens the need-PRO notice instead of the insertion. */
export type InsertionAccess = 'allowed' | 'needPro' | 'hidden';

/** The PRO-only insertions (seed 001 §5). */
export const PRO_INSERTIONS: readonly PageInsertion[] = ['image', 'qr'];

/** template_data 'kind:p' or 'kind:x:0' (seed 001 §3): no stamp, QR or image at all. */
export function hidesInsertions(templateData: string | undefined): boolean {
  const [, second, third] = (templateData ?? '').split(':');
  return second === 'p' || third === '0';
}

export function insertionAccess(
  kind: PageInsertion,
  context: { pro: boolean; templateData?: string },
): InsertionAccess {
  if (hidesInsertions(context.templateData)) return 'hidden';
  if (PRO_INSERTIONS.includes(kind) && !context.pro) return 'needPro';
  return 'allowed';
}

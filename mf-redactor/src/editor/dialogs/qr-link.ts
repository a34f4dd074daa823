import { REDACTOR_LIMITS } from '@gramota/contracts';
import { isQrLink } from '@gramota/doc-content';

export type QrLinkProblem = 'empty' | 'scheme' | 'tooLong';

/** Nothing typed but the start of a link counts as no link at all (seed 001 §5). */
const NO_LINK = ['', 'http://', 'https://', '//'];

/** What is wrong with a QR link, or null when it can be inserted. */
export function qrLinkProblem(input: string): QrLinkProblem | null {
  const link = input.trim();
  if (NO_LINK.includes(link.toLowerCase())) return 'empty';
  if (!/^https?:\/\//i.test(link)) return 'scheme';
  if (link.length > REDACTOR_LIMITS.qrDataMax) return 'tooLong';
  return isQrLink(link) ? null : 'scheme';
}

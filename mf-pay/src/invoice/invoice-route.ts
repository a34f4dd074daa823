import { WORKSHOP_PLAN_INVOICE, type PayProduct } from '@gramota/contracts';

/** What an /app/invoice/... address asks for (seed 001 §2 Payments, Document editor). */
export type InvoiceRoute =
  | {
      kind: 'template';
      /** The template id as the URL writes it ('en-201-0'). */
      templateId: string;
      /** The document the editor sent the teacher from; back there after payment. */
      docId: string | null;
      variant: 'offers' | 'pro' | 'donate';
    }
  | { kind: 'workshop'; workshopId: string }
  | { kind: 'all' }
  | { kind: 'pay'; dataId: string };

const DOC_ID = /^\d{1,12}$/;

/**
 * /app/invoice/template/{id}/[{docId}/[donate|pro]/], /app/invoice/workshop/{id}/,
 * /app/invoice/all/, /app/invoice/pay/{dataId}/; null for anything else.
 */
export function parseInvoiceRoute(rest: readonly string[]): InvoiceRoute | null {
  const [kind, id, docId, variant, ...more] = rest;
  if (!id && kind === 'all') return { kind: 'all' };
  if (!id) return null;
  if (kind === 'pay' && rest.length === 2) return { kind: 'pay', dataId: id };
  if (kind === 'workshop' && rest.length === 2) return { kind: 'workshop', workshopId: id };
  if (kind !== 'template' || more.length > 0) return null;
  if (docId === undefined)
    return { kind: 'template', templateId: id, docId: null, variant: 'offers' };
  if (!DOC_ID.test(docId)) return null;
  if (variant === undefined) return { kind: 'template', templateId: id, docId, variant: 'offers' };
  if (variant === 'pro' || variant === 'donate')
    return { kind: 'template', templateId: id, docId, variant };
  return null;
}

/** The aim_id invoice-offers and invoice-create take for this page ('' for a record's page). */
export function routeAimId(route: InvoiceRoute): string {
  if (route.kind === 'template') return route.templateId;
  if (route.kind === 'workshop') return route.workshopId || WORKSHOP_PLAN_INVOICE;
  if (route.kind === 'all') return 'all';
  return '';
}

/** The products a page offers: the editor's "Get PRO" only this template's PRO. */
export function offeredProducts(route: InvoiceRoute, listed: readonly PayProduct[]): PayProduct[] {
  if (route.kind === 'template' && route.variant === 'pro')
    return listed.filter((product) => product === 'template-1' || product === 'template-12');
  return listed.filter((product) => product !== 'donate' && product !== 'print');
}

/**
 * The record of this page still waiting for its money (the teacher is back from the checkout,
 * which returns to the invoice page): the newest wait-paid one for the same aim.
 */
export function pendingRecord<T extends { status: string; aim: string; aim_id: string }>(
  route: InvoiceRoute,
  payments: readonly T[],
): T | null {
  const waiting = payments.filter((payment) => payment.status === 'wait-paid');
  if (route.kind === 'template') {
    const colon = route.templateId.replace(/-/g, ':');
    return (
      waiting.find(
        (payment) =>
          (payment.aim === 'template' || payment.aim === 'template_i') && payment.aim_id === colon,
      ) ?? null
    );
  }
  if (route.kind === 'workshop')
    return waiting.find((payment) => payment.aim === 'workshop') ?? null;
  return null;
}

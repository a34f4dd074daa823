import { appPaths } from '@gramota/contracts';

/**
 * Where the editor's "Get PRO" and "Donate" lead (seed 001 §2 Payments): the invoice of this
 * document's template, which returns to this document once paid. A document without a template
 * (none chosen yet) goes to the pay page.
 */
export function invoicePaths(docId: string, templateId: string): { pro: string; donate: string } {
  if (!templateId) return { pro: appPaths.pay(), donate: appPaths.pay() };
  return {
    pro: appPaths.invoicePro(templateId, docId),
    donate: appPaths.invoiceDonate(templateId, docId),
  };
}

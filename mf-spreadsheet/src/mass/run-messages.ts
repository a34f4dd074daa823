import type { Translate } from '@gramota/ui';
import type { NoRowsReason } from './row-compose';

const KEYS: Record<NoRowsReason, 'noColumns' | 'noneTicked' | 'noData'> = {
  'no-columns': 'noColumns',
  'none-ticked': 'noneTicked',
  'no-data': 'noData',
};

/**
 * Why a run (mass creation or Drive) has nothing to make, in the teacher's language: no column
 * fills a field of the document, no row is ticked, or the ticked rows are empty in those columns.
 */
export function noRowsMessage(t: Translate, reason: NoRowsReason) {
  const key = KEYS[reason];
  return {
    title: t(`spreadsheet:mass.noRows.${key}.title`),
    text: t(`spreadsheet:mass.noRows.${key}.text`),
  };
}

/**
 * The names could not be declined: the server's refusal in the teacher's language when the area
 * knows its code (its own text otherwise), or "the server does not answer".
 */
export function namesFailedMessage(t: Translate, failure: { text: string; code?: string }) {
  const fallback = failure.text || t('spreadsheet:mass.failed');
  const reason =
    failure.code && failure.code !== 'offline' && failure.code !== 'internal'
      ? t(`spreadsheet:mass.errors.${failure.code}`, { defaultValue: fallback })
      : t('spreadsheet:mass.failed');
  return t('spreadsheet:mass.namesFailed', { text: reason });
}

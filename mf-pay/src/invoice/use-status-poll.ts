import { PAY_TIMING, type PayStatus } from '@gramota/contracts';
import { usePayStatusQuery } from '../pay.api';

/**
 * invoice-status-pay every 2.5 s while `active` (seed 001 §4 Payment polling). The caller stops
 * it (and so clears the timer) by passing active false once the status is final.
 */
export function useStatusPoll(
  dataId: string,
  active: boolean,
): { status: PayStatus | null; cause: string } {
  const { currentData } = usePayStatusQuery(dataId, {
    skip: !active,
    pollingInterval: PAY_TIMING.statusPollMs,
    refetchOnMountOrArgChange: true,
  });
  return { status: currentData?.status ?? null, cause: currentData?.cause ?? '' };
}

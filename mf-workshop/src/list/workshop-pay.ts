const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The plan's refusal (seed 001 §6): workshop calls answer `{result:'workshop-pay'}` with HTTP 402
 * (an RTK Query error then), create-doc answers it with 200. Either way the need-pay modal opens.
 */
export function isWorkshopPay(answerOrError: unknown): boolean {
  if (!isRecord(answerOrError)) return false;
  if (answerOrError.result === 'workshop-pay') return true;
  return isRecord(answerOrError.data) && answerOrError.data.result === 'workshop-pay';
}

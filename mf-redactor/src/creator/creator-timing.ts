import { CREATOR_LIMITS } from '@gramota/contracts';

/**
 * The creator's own waits (seed 001 §4, §9); the delivery's are DELIVERY_TIMING in contracts.
 * The donate countdown's length is not in the seeds.
 */
export const CREATOR_TIMING = {
  paidPollMs: CREATOR_LIMITS.paidPollMilliseconds,
  /** After the free wait the status is asked at the same pace. */
  freePollMs: CREATOR_LIMITS.paidPollMilliseconds,
  countdownTickMs: 1000,
  donateCountdownSeconds: 10,
  directLinkAfterMs: 10000,
  backgroundReadyHideMs: 7000,
} as const;

/** Seed 001 §4, §9: the messenger's connection is polled every 2 s and files go 2 s after. */
export const TELEGRAM_POLL_MS = 2000;
export const TELEGRAM_SEND_AFTER_MS = 2000;
/** Seed 001 §4 Cloud disk: the authorisation popup is watched every 1 s until it is closed. */
export const POPUP_WATCH_MS = 1000;
/** Waiting for a connection stops after this long (the teacher has gone elsewhere). */
export const CONNECT_GIVE_UP_MS = 10 * 60 * 1000;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A delivery answer, also when it came with an error status: 'need_login', 'need_pro' and the
 * like are answers to act on, not failures. A real failure ('error', offline) is thrown on.
 */
export async function answerOf<T extends { result: string }>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const data = isRecord(error) ? error.data : null;
    if (isRecord(data) && typeof data.result === 'string' && data.result !== 'error')
      return data as T;
    throw error;
  }
}

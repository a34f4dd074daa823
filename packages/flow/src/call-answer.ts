import { readApiError } from '@gramota/ui';
import { FlowCallError } from './flow-call-error';

/** An RTK Query mutation as dispatched: its answer, and a way to drop it from the store. */
export interface MutationRequest<T> {
  unwrap(): Promise<T>;
  /** Drops the result from the store: a poll every second must not pile answers up there. */
  reset(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Which refused answers the flow reads rather than fails on (the store's base query turns them
 * into failures): `refusals`, results such as 'need_login' or 'need_pro' whatever the HTTP
 * status; `errors`, an HTTP 200 result 'error' with its error_text (send-mail, messenger, cloud
 * disk, the creator call).
 */
export interface ReadableAnswers {
  refusals?: boolean;
  errors?: boolean;
}

/** The answer of a flow's call, or a FlowCallError with the server's text and code. */
export async function callAnswer<T>(
  request: MutationRequest<T>,
  readable: ReadableAnswers = {},
): Promise<T> {
  try {
    return await request.unwrap();
  } catch (error) {
    const data = isRecord(error) && isRecord(error.data) ? error.data : null;
    const result = data && typeof data.result === 'string' ? data.result : null;
    const refusal = result !== null && result !== 'error' && result !== 'forbidden';
    if (readable.refusals && refusal) return data as T;
    if (readable.errors && result === 'error' && isRecord(error) && error.status === 200)
      return data as T;
    const info = readApiError(error);
    throw new FlowCallError(info.text, info.code ?? undefined);
  } finally {
    request.reset();
  }
}

/**
 * A call that failed without an answer the flow can read. `text`: the server's error_text ('' when
 * it gave none); `code`: its error_code, 'offline' when there was no answer at all (a poll then
 * simply tries again).
 */
export class FlowCallError extends Error {
  constructor(
    readonly text: string,
    readonly code?: string,
  ) {
    super(text || 'flow call failed');
    this.name = 'FlowCallError';
  }

  get offline(): boolean {
    return this.code === 'offline';
  }
}

/** The server's words for a failed call, '' for any other error (the caller says it its own way). */
export const callErrorText = (error: unknown) => (error instanceof FlowCallError ? error.text : '');

import type { IncomingMessage } from 'node:http';

/** Past this, a refused body is cut off rather than read to its end. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Reads and drops what is left of a request body the server has refused (a file over the size
 * limit). Answering while the client is still sending makes Node close the socket under it, and
 * the client sees a connection reset instead of the 413 and its message; reading the rest first
 * lets the answer arrive. Bounded in bytes and time, so a body without end is still cut off.
 */
export function drainRefusedRequest(request: IncomingMessage): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', finish);
      request.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    request.on('data', onData);
    request.once('end', finish);
    request.once('error', finish);
    request.resume();
  });
}

/** Runs a multipart reader; when it refuses the body, drains the rest before the refusal. */
export async function readOrDrain(request: IncomingMessage, read: () => Promise<void>) {
  try {
    await read();
  } catch (error) {
    await drainRefusedRequest(request);
    throw error;
  }
}

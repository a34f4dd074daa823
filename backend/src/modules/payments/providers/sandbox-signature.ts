import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its notifications with: `t=<unix seconds>,v1=<hex>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A notification older (or further ahead) than this is refused: a captured one cannot be replayed later. */
export const SANDBOX_TOLERANCE_S = 10 * 60;

/**
 * HMAC-SHA256 of `${t}.` followed by the raw body. The time is inside the MAC, so it cannot be
 * moved forward to get an old notification past the tolerance.
 */
function mac(secret: string, t: number, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
}

export function signSandbox(secret: string, rawBody: Buffer, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, rawBody).toString('hex')}`;
}

/** True only for a well-formed header whose MAC matches and whose time is within the tolerance. */
export function sandboxSignatureValid(
  secret: string,
  header: string,
  rawBody: Buffer,
  now: Date,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_TOLERANCE_S) return false;
  return timingSafeEqual(mac(secret, t, rawBody), Buffer.from(match[2] ?? '', 'hex'));
}

import { SCENE_LIMITS } from '@gramota/scene';

export type QrLinkCheck =
  | { ok: true; link: string }
  /** empty: 'Please insert the link to website'; scheme: 'should begin with http:// or https://'. */
  | { ok: false; problem: 'empty' | 'scheme' | 'tooLong' };

/** Nothing typed but the start of a link counts as no link at all (seed 001 §5). */
const NO_LINK = ['', 'http://', 'https://', '//'];

/**
 * The QR link rules of seed 001 §5: a link starts with http:// or https://, or with the site's own
 * host (then it is taken as https:// on that host).
 */
export function checkQrLink(input: string, siteHost: string): QrLinkCheck {
  const typed = input.trim();
  if (NO_LINK.includes(typed.toLowerCase())) return { ok: false, problem: 'empty' };
  const host = siteHost.toLowerCase();
  const link =
    host && (typed.toLowerCase() === host || typed.toLowerCase().startsWith(`${host}/`))
      ? `https://${typed}`
      : typed;
  if (!/^https?:\/\//i.test(link)) return { ok: false, problem: 'scheme' };
  if (link.length > SCENE_LIMITS.qrDataMax) return { ok: false, problem: 'tooLong' };
  try {
    const url = new URL(link);
    if (url.hostname === '') return { ok: false, problem: 'scheme' };
  } catch {
    return { ok: false, problem: 'scheme' };
  }
  return { ok: true, link };
}

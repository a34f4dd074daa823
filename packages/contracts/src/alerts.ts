/**
 * Alerts (seed 000 §3 Alert, §4, §7, §8): short notices an operator publishes for one account or
 * for everyone (`npm run admin -- alert publish ...`). The top bar polls for changes and shows them
 * in a dropdown. Title and text are plain text everywhere: front ends render them as text, never
 * as HTML.
 */

/** '1' quiet, '2' animated until the dropdown is first opened (then '1'), '3' animated and not hideable. */
export const ALERT_PRIORITIES = ['1', '2', '3'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export function isAlertPriority(value: unknown): value is AlertPriority {
  return typeof value === 'string' && (ALERT_PRIORITIES as readonly string[]).includes(value);
}

export interface AlertItem {
  id: string;
  title: string;
  text: string;
  /** As this account sees it: '2' becomes '1' for the account once it opened the dropdown. */
  priority: AlertPriority;
  /** Publication time, ms since the epoch (newest first in the dropdown). */
  time: number;
}

/** GET alert-get: the account's alerts (its own and everyone's, minus hidden ones). */
export interface AlertGetAnswer {
  result: 'success';
  /** Fingerprint of this answer: alert-check compares it with the current one. */
  md5: string;
  /**
   * A dot on the pay button: '1' while a purchase of the account waits for payment (an unpaid
   * invoice or print order: a payment record 'new' or 'wait-paid'), else '0'.
   */
  pay_dot: '0' | '1';
  alerts: Record<string, AlertItem>;
}

/** GET alert-check: 'update' when the account's alerts changed since `md5`, else 'success'. */
export interface AlertCheckAnswer {
  result: 'update' | 'success';
}

export const alertPaths = {
  get: (userKey: string) => `/api/alert-get/${encodeURIComponent(userKey)}/`,
  check: (md5: string) => `/api/alert-check/${encodeURIComponent(md5)}/`,
  /** Only 2 → 1 is allowed: marks every priority-2 alert of the account as seen. */
  setPriority: (from: string, to: string) =>
    `/api/alert-set-priority/${encodeURIComponent(from)}/${encodeURIComponent(to)}/`,
  hide: (alertId: string) => `/api/alert-hide/${encodeURIComponent(alertId)}/`,
} as const;

/** Seed 000 §9: alert polling and the retry after a failed load. */
export const ALERT_POLL_MS = 10_000;

export const ALERT_LIMITS = {
  titleMax: 200,
  textMax: 2000,
} as const;

/** error_text of each alert error code (front ends translate by code). */
export const alertErrors = {
  alert_bad_md5: 'The alerts fingerprint must be 32 hexadecimal characters',
  alert_bad_priority_change: 'Only priority 2 can be changed, and only to 1',
  alert_not_hideable: 'This alert is important and cannot be hidden',
  alert_not_found: 'No such alert',
} as const;
export type AlertErrorCode = keyof typeof alertErrors;

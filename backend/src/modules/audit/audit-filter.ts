import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  type AuditAction,
  type AuditOutcome,
} from '@gramota/contracts';
import { zonedDayStart } from '../../shared/zoned-time';
import { vaultError } from './audit-errors';

/** The log's filters as the service applies them (times in milliseconds since the epoch). */
export interface AuditFilter {
  action?: AuditAction;
  outcome?: AuditOutcome;
  actor?: string;
  stamp?: string;
  doc?: string;
  fromMs?: number;
  toMs?: number;
  before?: { at: number; id: string };
}

const ID = /^[A-Za-z0-9-]{1,40}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURSOR = /^(\d{1,15})_([0-9a-f-]{36})$/;

type Query = Record<string, string | string[] | undefined>;

const one = (query: Query, name: string): string => {
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

function dayStart(text: string, field: string, timeZone: string, next = false): number {
  const match = DAY.exec(text);
  const [year = 0, month = 0, day = 0] = match ? match.slice(1).map(Number) : [];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw vaultError(400, 'filter_invalid', field);
  if (next) date.setUTCDate(date.getUTCDate() + 1);
  return zonedDayStart(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), timeZone);
}

/**
 * The log page's and the CSV's query: action, outcome, actor (a person's id), stamp, doc, from and
 * to (days, both included, on the account's clock) and the page cursor `before`. Anything
 * unreadable is 400 filter_invalid naming the field; nothing is guessed.
 */
export function readAuditFilter(query: Query, timeZone: string): AuditFilter {
  const filter: AuditFilter = {};
  const action = one(query, 'action');
  if (action) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw vaultError(400, 'filter_invalid', 'action');
    filter.action = action as AuditAction;
  }
  const outcome = one(query, 'outcome');
  if (outcome) {
    if (!(AUDIT_OUTCOMES as readonly string[]).includes(outcome))
      throw vaultError(400, 'filter_invalid', 'outcome');
    filter.outcome = outcome as AuditOutcome;
  }
  for (const field of ['actor', 'stamp', 'doc'] as const) {
    const value = one(query, field);
    if (!value) continue;
    if (!ID.test(value)) throw vaultError(400, 'filter_invalid', field);
    filter[field] = value;
  }
  const from = one(query, 'from');
  if (from) filter.fromMs = dayStart(from, 'from', timeZone);
  const to = one(query, 'to');
  if (to) filter.toMs = dayStart(to, 'to', timeZone, true);
  if (filter.fromMs !== undefined && filter.toMs !== undefined && filter.fromMs >= filter.toMs)
    throw vaultError(400, 'filter_invalid', 'to');
  const before = one(query, 'before');
  if (before) {
    const match = CURSOR.exec(before);
    if (!match) throw vaultError(400, 'filter_invalid', 'before');
    filter.before = { at: Number(match[1]), id: match[2] ?? '' };
  }
  return filter;
}

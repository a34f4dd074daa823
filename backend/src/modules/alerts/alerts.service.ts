import { createHash } from 'node:crypto';
import {
  ALERT_LIMITS,
  isAlertPriority,
  type AlertGetAnswer,
  type AlertItem,
  type AlertPriority,
} from '@gramota/contracts';
import { Brackets, In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { hasWaitingPurchase } from '../payments';
import { alertError } from './alert-errors';
import { AlertState } from './alert-state.entity';
import { Alert } from './alert.entity';

/** A mistake in what the operator asked to publish; the message says what to fix. */
export class AlertInputError extends Error {
  override name = 'AlertInputError';
}

export interface AlertDraft {
  title: string;
  text: string;
  priority: string;
  /** The one account it is for; null or absent = everyone. */
  userId?: string | null;
  /** ms: hidden from everyone from this moment on. */
  endTime?: number | null;
}

const MD5 = /^[0-9a-f]{32}$/;
const ALERT_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Alerts and each account's view of them. An account sees its own alerts and everyone's that
 * have not ended, minus the ones it hid, with its own priority ('2' becomes '1' once it opened
 * the dropdown).
 */
export class AlertsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** alert-get: the list and its fingerprint. */
  async answerFor(userId: string): Promise<AlertGetAnswer> {
    const alerts: Record<string, AlertItem> = {};
    for (const item of await this.visibleItems(userId)) alerts[item.id] = item;
    // Part of the fingerprint: a purchase made or paid makes the next alert-check say 'update'.
    const waiting = await hasWaitingPurchase(this.dataSource.manager, userId);
    const body = { pay_dot: waiting ? ('1' as const) : ('0' as const), alerts };
    return { result: 'success', md5: fingerprint(body), ...body };
  }

  /** What a colleague switched into an account reads: nothing (the dropdown is hidden there). */
  nothingToShow(): AlertGetAnswer {
    const body = { pay_dot: '0' as const, alerts: {} };
    return { result: 'success', md5: fingerprint(body), ...body };
  }

  /** alert-check: 'update' when the list differs from the one `md5` was made of. */
  async check(userId: string, md5: string): Promise<'update' | 'success'> {
    if (!MD5.test(md5)) throw alertError(400, 'alert_bad_md5');
    return (await this.answerFor(userId)).md5 === md5 ? 'success' : 'update';
  }

  /** alert-set-priority/2/1/: the account opened the dropdown, its '2' alerts become '1'. */
  async markSeen(userId: string, from: string, to: string): Promise<void> {
    if (from !== '2' || to !== '1') throw alertError(400, 'alert_bad_priority_change');
    const seen = (await this.visibleItems(userId)).filter((item) => item.priority === '2');
    if (seen.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      for (const item of seen)
        await saveState(manager, { alertId: Number(item.id), userId, priority: '1' });
    });
  }

  /** alert-hide: removes one alert from the account's list; priority '3' cannot be hidden. */
  async hide(userId: string, alertId: string): Promise<void> {
    if (!ALERT_ID.test(alertId)) throw alertError(404, 'alert_not_found');
    const alert = await this.visibleAlert(userId, Number(alertId));
    if (!alert) throw alertError(404, 'alert_not_found');
    const state = await this.dataSource
      .getRepository(AlertState)
      .findOneBy({ alertId: alert.id, userId });
    if (state?.hidden) return;
    if ((state?.priority ?? alert.priority) === '3') throw alertError(400, 'alert_not_hideable');
    await saveState(this.dataSource.manager, {
      alertId: alert.id,
      userId,
      priority: state?.priority ?? null,
      hidden: true,
    });
  }

  /** The operator's command: checks the draft and stores the alert. */
  async publish(draft: AlertDraft): Promise<Alert> {
    const title = draft.title.trim();
    const text = draft.text.trim();
    if (!title) throw new AlertInputError('The title is empty');
    if (title.length > ALERT_LIMITS.titleMax)
      throw new AlertInputError(`The title is longer than ${ALERT_LIMITS.titleMax} characters`);
    if (!text) throw new AlertInputError('The text is empty');
    if (text.length > ALERT_LIMITS.textMax)
      throw new AlertInputError(`The text is longer than ${ALERT_LIMITS.textMax} characters`);
    if (!isAlertPriority(draft.priority))
      throw new AlertInputError('The priority must be 1, 2 or 3');
    const now = this.clock().getTime();
    if (draft.endTime != null && draft.endTime <= now)
      throw new AlertInputError('The end is already past');
    const repository = this.dataSource.getRepository(Alert);
    return repository.save(
      repository.create({
        userId: draft.userId ?? null,
        title,
        text,
        priority: draft.priority,
        time: now,
        endTime: draft.endTime ?? null,
      }),
    );
  }

  /** Every alert, newest first (the operator's list). */
  all(): Promise<Alert[]> {
    return this.dataSource.getRepository(Alert).find({ order: { id: 'DESC' } });
  }

  findById(id: number): Promise<Alert | null> {
    return this.dataSource.getRepository(Alert).findOneBy({ id });
  }

  /** Removes an alert for everyone it was shown to; false when there is none. */
  async remove(id: number): Promise<boolean> {
    return ((await this.dataSource.getRepository(Alert).delete({ id })).affected ?? 0) > 0;
  }

  private current(userId: string) {
    const now = this.clock().getTime();
    return this.dataSource
      .getRepository(Alert)
      .createQueryBuilder('alert')
      .where(
        new Brackets((mine) =>
          mine.where('alert.user_id IS NULL').orWhere('alert.user_id = :userId', { userId }),
        ),
      )
      .andWhere(
        new Brackets((open) =>
          open.where('alert.end_time IS NULL').orWhere('alert.end_time > :now', { now }),
        ),
      );
  }

  private visibleAlert(userId: string, id: number): Promise<Alert | null> {
    return this.current(userId).andWhere('alert.id = :id', { id }).getOne();
  }

  private async visibleItems(userId: string): Promise<AlertItem[]> {
    const alerts = await this.current(userId).orderBy('alert.id', 'DESC').getMany();
    if (alerts.length === 0) return [];
    const states = await this.dataSource
      .getRepository(AlertState)
      .findBy({ userId, alertId: In(alerts.map((alert) => alert.id)) });
    const stateOf = new Map(states.map((state) => [state.alertId, state]));
    return alerts
      .filter((alert) => !stateOf.get(alert.id)?.hidden)
      .map((alert) => ({
        id: String(alert.id),
        title: alert.title,
        text: alert.text,
        priority: stateOf.get(alert.id)?.priority ?? alert.priority,
        time: alert.time,
      }));
  }
}

/** The account's view of one alert, written whole (a second writer changes the same row). */
async function saveState(
  manager: EntityManager,
  state: { alertId: number; userId: string; priority: AlertPriority | null; hidden?: boolean },
): Promise<void> {
  await manager
    .getRepository(AlertState)
    .upsert({ hidden: false, ...state }, { conflictPaths: ['alertId', 'userId'] });
}

function fingerprint(body: unknown): string {
  return createHash('md5').update(JSON.stringify(body)).digest('hex');
}

/** Alerts addressed to a visitor's anonymous account follow it into the account it signs into. */
export async function moveAlerts(fromUserId: string, toUserId: string, manager: EntityManager) {
  await manager.getRepository(Alert).update({ userId: fromUserId }, { userId: toUserId });
  await manager.getRepository(AlertState).delete({ userId: fromUserId });
}

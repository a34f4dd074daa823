import { randomBytes, randomUUID } from 'node:crypto';
import type { PayAim, PayOperator } from '@gramota/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import { changed } from '../../shared/db-values';
import { Licence } from '../licences';
import { PayTeam, PayTeamInvite, PayTeamMember } from './pay-team.entity';
import { PaymentEvent } from './payment-event.entity';
import { payTransaction } from './payment-transaction';
import { Payment } from './payment.entity';
import { licenceEnd, PRODUCT_RULES } from './products';
import type { VerifiedNotification } from './providers/payment-provider';

/**
 * What a verified notification did: applied (the record changed), replay (this event was seen
 * before), refused (no such record for this operator and reference, or a different sum or
 * currency), ignored (the record had already finished: another event paid or cancelled it).
 */
export type ApplyOutcome = 'applied' | 'replay' | 'refused' | 'ignored';

export type PaidListener = (payment: Payment) => Promise<void> | void;

/** A new unguessable uid for teams and connect links. */
export const newUid = () => randomBytes(18).toString('base64url');

/**
 * Applies what providers proved, once: the unique (operator, event_id) key stops a replayed
 * event, and the status moves from new/wait-paid to paid in ONE conditional UPDATE, so of any
 * number of concurrent notifications for one record exactly one grants.
 */
export class PaymentApplier {
  private readonly listeners = new Map<PayAim, PaidListener[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Called after a record of `aim` is paid (the print order marks its order paid). */
  onPaid(aim: PayAim, listener: PaidListener): void {
    this.listeners.set(aim, [...(this.listeners.get(aim) ?? []), listener]);
  }

  async applyVerified(operator: PayOperator, fact: VerifiedNotification): Promise<ApplyOutcome> {
    let paid: Payment | null = null;
    let outcome: ApplyOutcome;
    try {
      outcome = await payTransaction(this.dataSource, async (manager) => {
        await manager.getRepository(PaymentEvent).insert({
          operator,
          eventId: fact.eventId,
          dataId: fact.dataId,
          outcome: 'received',
          receivedAt: this.clock().getTime(),
        });
        const result = await this.applyInside(manager, operator, fact);
        await manager
          .getRepository(PaymentEvent)
          .update({ operator, eventId: fact.eventId }, { outcome: result.outcome });
        paid = result.paid;
        return result.outcome;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'replay';
      throw error;
    }
    if (outcome === 'refused')
      this.logger.warn(
        { operator, dataId: fact.dataId, eventId: fact.eventId, sum: fact.sumMinor },
        'payment notification refused: no such record, or a different sum or currency',
      );
    if (paid) await this.tellListeners(paid);
    return outcome;
  }

  /**
   * The operator saw a bank transfer arrive (`npm run admin -- payment paid <data_id>`): applied
   * like a verified notification whose event id is the record's, so a second call is a replay.
   */
  async markPaidByOperator(dataId: string): Promise<ApplyOutcome | 'unknown' | 'not-bank'> {
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ dataId });
    if (!payment) return 'unknown';
    if (payment.operator !== 'bank' || !payment.providerRef) return 'not-bank';
    return this.applyVerified('bank', {
      eventId: `bank-transfer:${payment.dataId}`,
      providerRef: payment.providerRef,
      dataId: payment.dataId,
      outcome: 'paid',
      sumMinor: payment.sumMinor,
      currency: payment.currency,
      cause: '',
    });
  }

  private async applyInside(
    manager: EntityManager,
    operator: PayOperator,
    fact: VerifiedNotification,
  ): Promise<{ outcome: ApplyOutcome; paid: Payment | null }> {
    const payments = manager.getRepository(Payment);
    const payment = await payments.findOneBy({
      dataId: fact.dataId,
      operator,
      providerRef: fact.providerRef,
    });
    if (!payment) return { outcome: 'refused', paid: null };
    if (payment.sumMinor !== fact.sumMinor || payment.currency !== fact.currency)
      return { outcome: 'refused', paid: null };
    const unfinished = { id: payment.id, status: In(['new', 'wait-paid']) };
    if (fact.outcome === 'cancel') {
      const result = await payments.update(unfinished, {
        status: 'cancel',
        cause: fact.cause.slice(0, 300),
      });
      return { outcome: changed(result) === 1 ? 'applied' : 'ignored', paid: null };
    }
    const now = this.clock();
    const today = now.toISOString().slice(0, 10);
    const months = PRODUCT_RULES[payment.product].months;
    const dates = months > 0 ? { dateStart: today, dateEnd: licenceEnd(today, months) } : {};
    const result = await payments.update(unfinished, {
      status: 'paid',
      cause: '',
      paidAt: now.getTime(),
      ...dates,
    });
    if (changed(result) !== 1) return { outcome: 'ignored', paid: null };
    const updated = await payments.findOneByOrFail({ id: payment.id });
    await this.grant(manager, updated);
    return { outcome: 'applied', paid: updated };
  }

  /** The licence (and for a team, its seats) a paid record buys; donations and prints buy none. */
  private async grant(manager: EntityManager, payment: Payment): Promise<void> {
    const kind = PRODUCT_RULES[payment.product].licence;
    if (!kind) return;
    const now = this.clock();
    let teamId: number | null = null;
    if (payment.product === 'team-12') {
      const team = await manager.getRepository(PayTeam).save(
        manager.getRepository(PayTeam).create({
          uid: newUid(),
          ownerId: payment.userId,
          org: payment.org,
          seats: payment.seats,
          dateEnd: payment.dateEnd,
          paymentId: payment.id,
        }),
      );
      teamId = team.id;
      await manager
        .getRepository(PayTeamMember)
        .insert({ teamId, userId: payment.userId, joinedAt: now.getTime() });
      const invites = Array.from({ length: payment.seats - 1 }, () => ({
        uid: newUid(),
        teamId: team.id,
        usedBy: null,
        usedAt: null,
      }));
      if (invites.length > 0) await manager.getRepository(PayTeamInvite).insert(invites);
    }
    await manager.getRepository(Licence).insert({
      id: randomUUID(),
      userId: payment.userId,
      kind,
      templateId: kind === 'template' ? payment.aimId : null,
      dateStart: payment.dateStart,
      dateEnd: payment.dateEnd,
      createdAt: now,
      paymentId: payment.id,
      teamId,
    });
  }

  private async tellListeners(payment: Payment): Promise<void> {
    for (const listener of this.listeners.get(payment.aim) ?? []) {
      try {
        await listener(payment);
      } catch (error) {
        this.logger.error(
          { err: error, dataId: payment.dataId, aim: payment.aim },
          'a paid-payment listener failed',
        );
      }
    }
  }
}

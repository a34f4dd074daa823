import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { epochMilliseconds } from '../../../shared/db-values';
import { Payment } from '../payment.entity';
import type { BankPaperKind } from './paper-html';

export const BANK_PAPER_STATES = ['making', 'ready', 'error'] as const;
export type BankPaperState = (typeof BANK_PAPER_STATES)[number];

/**
 * One bank paper of a payment record (its invoice or its act) being made or made. Kept in the
 * database, not in a process's memory, so any instance answers the polls; (payment, paper) is
 * unique, so two create calls at once make it once. The PDF itself lies under DATA_DIR
 * (paper-files.ts); the row goes with its payment.
 */
@Entity({ name: 'bank_papers' })
@Index('UQ_bank_papers_payment_paper', ['paymentId', 'paper'], { unique: true })
export class BankPaper {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'payment_id', type: 'integer' })
  paymentId!: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'FK_bank_papers_payment_id' })
  payment?: Payment;

  @Column({ type: 'varchar', length: 8 })
  paper!: BankPaperKind;

  @Column({ type: 'varchar', length: 8 })
  status!: BankPaperState;

  /**
   * What the paper was made from (requisites, sum, line, language, dates), hashed: a create call
   * with other inputs (the school corrected its requisites) makes it again.
   */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  /** When the current making started (ms); a making older than the stale limit is started again. */
  @Column({ name: 'started_at', type: 'bigint', transformer: epochMilliseconds })
  startedAt!: number;

  @Column({ name: 'finished_at', type: 'bigint', nullable: true, transformer: epochMilliseconds })
  finishedAt!: number | null;
}

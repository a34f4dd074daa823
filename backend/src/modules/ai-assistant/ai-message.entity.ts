import type { AiAction, AiRole, Language } from '@gramota/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { Doc } from '../docs';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * One line of a document's conversation with the AI assistant: the teacher's question (which is
 * also what the rate limits count) or the answer. Kept per account and document; removed with
 * either.
 */
@Entity({ name: 'ai_messages' })
@Index('IDX_ai_messages_doc', ['userId', 'docId', 'id'])
@Index('IDX_ai_messages_user_time', ['userId', 'createdAt'])
export class AiMessageRow {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_ai_messages_user_id' })
  user?: User;

  @Column({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'doc_id', foreignKeyConstraintName: 'FK_ai_messages_doc_id' })
  doc?: Doc;

  @Column({ type: 'varchar', length: 10 })
  role!: AiRole;

  @Column({ type: 'text' })
  text!: string;

  /** A quick action's question: `text` is the selected text it worked on. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  action!: AiAction | null;

  /** translate's target language. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language!: Language | null;

  /** An answer cut short (stopped, dropped, failed): what arrived. */
  @Column({ type: 'boolean', default: false })
  partial!: boolean;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;
}

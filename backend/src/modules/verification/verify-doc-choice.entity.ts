import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { Doc } from '../docs';

/**
 * A document's own verification choice (issue 35): on or off, the corner, with or without the QR
 * code. Without a row the account's default (settings verify_*) applies.
 */
@Entity({ name: 'verify_doc_choices' })
export class VerifyDocChoice {
  @PrimaryColumn({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'doc_id', foreignKeyConstraintName: 'FK_verify_doc_choices_doc_id' })
  doc?: Doc;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_verify_doc_choices_user_id' })
  user?: User;

  @Column({ name: 'enabled', type: 'boolean', default: false })
  enabled!: boolean;

  /** contracts VerifyPlace. */
  @Column({ type: 'varchar', length: 12 })
  place!: string;

  @Column({ type: 'boolean', default: true })
  qr!: boolean;
}

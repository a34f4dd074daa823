import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * The person's chat with the bot (seed 001 §4 Messenger). Until the bot is started with `code`
 * (its deep-link start parameter) the chat is unknown; once it is, the code is spent (null), so a
 * link shown earlier cannot connect someone else's chat later. Deleting the account deletes it.
 */
@Entity({ name: 'telegram_links' })
@Index('UQ_telegram_links_code', ['code'], { unique: true })
export class TelegramLink {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_telegram_links_user_id' })
  user?: User;

  /** The start parameter waiting to be seen; null once connected. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  code!: string | null;

  /** Telegram chat ids are 52-bit integers: kept as text. */
  @Column({ name: 'chat_id', type: 'varchar', length: 24, nullable: true })
  chatId!: string | null;

  /** ms: when the current code was made. */
  @Column({ name: 'created_at', type: 'bigint', transformer: epochMilliseconds })
  createdAt!: number;

  @Column({
    name: 'connected_at',
    type: 'bigint',
    nullable: true,
    transformer: epochMilliseconds,
  })
  connectedAt!: number | null;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Where reading the bot's updates goes on: Telegram forgets every update below the offset sent
 * with getUpdates. In the database, not in memory, so every server process continues where any of
 * them stopped and no "/start" message is read twice or lost on a restart.
 */
@Entity({ name: 'telegram_update_offsets' })
export class TelegramUpdateOffset {
  /** The bot's numeric id (the token's part before ':'), never the token itself. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  bot!: string;

  @Column({
    name: 'next_offset',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: Number },
  })
  nextOffset!: number;
}

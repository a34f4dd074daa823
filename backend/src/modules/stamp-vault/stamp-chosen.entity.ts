import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../auth';
import { Stamp } from '../profile';

/**
 * A member chosen to place a stamp whose rule is `chosen` (issue 37). Leaves with the stamp or
 * the member's account; a member whose access is taken away keeps the row but cannot act in the
 * account, so it gives nothing (the vault checks the grant on every request).
 */
@Entity({ name: 'stamp_chosen' })
export class StampChosen {
  @PrimaryColumn({ name: 'stamp_id', type: 'varchar', length: 36 })
  stampId!: string;

  @PrimaryColumn({ name: 'member_id', type: 'varchar', length: 36 })
  memberId!: string;

  @ManyToOne(() => Stamp, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stamp_id', foreignKeyConstraintName: 'FK_stamp_chosen_stamp_id' })
  stamp?: Stamp;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_stamp_chosen_member_id' })
  member?: User;
}

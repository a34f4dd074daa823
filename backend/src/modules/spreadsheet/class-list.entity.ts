import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth';
import { epochMilliseconds } from '../../shared/db-values';

/**
 * A class list kept between runs ("5 А, 2026/27"): the rows of an imported table under a name,
 * per account. Saving under a name the account already uses replaces that list. Headers and the
 * row count are kept beside the table so the list of lists reads no table.
 */
@Entity({ name: 'spreadsheet_class_lists' })
@Index('IDX_spreadsheet_class_lists_user_name', ['userId', 'name'])
export class ClassList {
  @PrimaryGeneratedColumn('increment', { type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_spreadsheet_class_lists_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  /** JSON string[]. */
  @Column({ type: 'text' })
  headers!: string;

  @Column({ name: 'row_count', type: 'integer' })
  rowCount!: number;

  /** JSON ImportedTable. */
  @Column({ name: 'table_json', type: 'text' })
  tableJson!: string;

  @Column({ type: 'bigint', transformer: epochMilliseconds })
  time!: number;
}

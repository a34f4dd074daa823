import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Users and sessions. Written with the QueryRunner table API so the same migration runs on
 * SQLite and PostgreSQL; timestamp types, "now" and boolean defaults come from the running driver
 * (SQLite spells false `0`, PostgreSQL `false`).
 */
export class CreateUsersAndSessions1763800000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const timestamp = driver.normalizeType({ type: Date });
    const sqlFalse = driver.normalizeDefault({ default: false } as ColumnMetadata);
    const createdAt = {
      type: driver.mappedDataTypes.createDate as string,
      default: driver.mappedDataTypes.createDateDefault,
    };

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'api_key', type: 'varchar', length: '32' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'name', type: 'varchar', length: '200', default: "''" },
          { name: 'login', type: 'boolean', default: sqlFalse },
          { name: 'settings', type: 'text', default: "'{}'" },
          { name: 'dev', type: 'varchar', length: '8', default: "''" },
          { name: 'timezone', type: 'varchar', length: '64', default: "'Europe/Moscow'" },
          { name: 'currency', type: 'varchar', length: '8', default: "'RUB'" },
          { name: 'is_workshop_pay', type: 'boolean', default: sqlFalse },
          { name: 'userpic', type: 'varchar', length: '500', default: "''" },
          { name: 'created_at', ...createdAt },
          {
            name: 'updated_at',
            type: driver.mappedDataTypes.updateDate as string,
            default: driver.mappedDataTypes.updateDateDefault,
          },
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_api_key', columnNames: ['api_key'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'created_at', ...createdAt },
          { name: 'last_seen_at', type: timestamp },
          { name: 'expires_at', type: timestamp },
        ],
        indices: [new TableIndex({ name: 'IDX_sessions_user_id', columnNames: ['user_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_sessions_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}

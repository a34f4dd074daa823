import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

const userForeignKey = (table: string, column: string, onDelete: 'CASCADE' | 'SET NULL') =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete,
  });

/**
 * Accounts (issue 3): passwords and unique e-mails, one-time codes, rate-limit counts, granted
 * access (with the session's acting owner), licences (PRO status now comes only from them, so
 * users.is_workshop_pay goes), social sign-in identities and round trips, stamps. QueryRunner
 * table API only, so it runs on SQLite and PostgreSQL alike.
 */
export class Accounts1764000000000 implements MigrationInterface {
  name = 'Accounts1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const timestamp = driver.normalizeType({ type: Date });
    const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    const userId = (name = 'user_id') => ({ name, type: 'varchar', length: '36' });
    const createdAt = { name: 'created_at', type: timestamp };

    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'password_hash', type: 'varchar', length: '255', isNullable: true }),
    );
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
    );
    await queryRunner.dropColumn('users', 'is_workshop_pay');

    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ name: 'acting_owner_id', type: 'varchar', length: '36', isNullable: true }),
    );
    await queryRunner.createForeignKey(
      'sessions',
      userForeignKey('sessions', 'acting_owner_id', 'SET NULL'),
    );

    await queryRunner.createTable(
      new Table({
        name: 'login_codes',
        columns: [
          id,
          userId(),
          { name: 'purpose', type: 'varchar', length: '16' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'salt', type: 'varchar', length: '32' },
          { name: 'attempts', type: 'integer', default: 0 },
          createdAt,
          { name: 'expires_at', type: timestamp },
          { name: 'used_at', type: timestamp, isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_login_codes_user_id_purpose',
            columnNames: ['user_id', 'purpose'],
          }),
        ],
        foreignKeys: [userForeignKey('login_codes', 'user_id', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'auth_attempts',
        columns: [
          id,
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'target', type: 'varchar', length: '254' },
          createdAt,
        ],
        indices: [
          new TableIndex({
            name: 'IDX_auth_attempts_kind_target_created_at',
            columnNames: ['kind', 'target', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_auth_attempts_created_at', columnNames: ['created_at'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'access_grants',
        columns: [
          id,
          userId('owner_id'),
          userId('member_id'),
          { name: 'permissions', type: 'varchar', length: '200' },
          createdAt,
        ],
        indices: [
          new TableIndex({
            name: 'UQ_access_grants_owner_id_member_id',
            columnNames: ['owner_id', 'member_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_access_grants_member_id', columnNames: ['member_id'] }),
        ],
        foreignKeys: [
          userForeignKey('access_grants', 'owner_id', 'CASCADE'),
          userForeignKey('access_grants', 'member_id', 'CASCADE'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'licences',
        columns: [
          id,
          userId(),
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'template_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'date_start', type: 'varchar', length: '10' },
          { name: 'date_end', type: 'varchar', length: '10' },
          createdAt,
        ],
        indices: [new TableIndex({ name: 'IDX_licences_user_id', columnNames: ['user_id'] })],
        foreignKeys: [userForeignKey('licences', 'user_id', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'oauth_identities',
        columns: [
          id,
          userId(),
          { name: 'provider', type: 'varchar', length: '32' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          createdAt,
        ],
        indices: [
          new TableIndex({
            name: 'UQ_oauth_identities_provider_subject',
            columnNames: ['provider', 'subject'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_oauth_identities_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [userForeignKey('oauth_identities', 'user_id', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'oauth_states',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'session_id', type: 'varchar', length: '64' },
          { name: 'provider', type: 'varchar', length: '32' },
          { name: 'code_verifier', type: 'varchar', length: '128' },
          { name: 'nonce', type: 'varchar', length: '128' },
          { name: 'return_to', type: 'varchar', length: '500' },
          { name: 'expires_at', type: timestamp },
        ],
        indices: [
          new TableIndex({ name: 'IDX_oauth_states_session_id', columnNames: ['session_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_oauth_states_session_id',
            columnNames: ['session_id'],
            referencedTableName: 'sessions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'stamps',
        columns: [
          id,
          userId(),
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '100', default: "''" },
          { name: 'file', type: 'varchar', length: '100' },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          createdAt,
        ],
        indices: [new TableIndex({ name: 'IDX_stamps_user_id', columnNames: ['user_id'] })],
        foreignKeys: [userForeignKey('stamps', 'user_id', 'CASCADE')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const sqlFalse = driver.normalizeDefault({ default: false } as ColumnMetadata);
    for (const table of [
      'stamps',
      'oauth_states',
      'oauth_identities',
      'licences',
      'access_grants',
      'auth_attempts',
      'login_codes',
    ]) {
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropForeignKey('sessions', 'FK_sessions_acting_owner_id');
    await queryRunner.dropColumn('sessions', 'acting_owner_id');
    // PRO status lived in this flag before licences; it comes back empty.
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'is_workshop_pay', type: 'boolean', default: sqlFalse }),
    );
    await queryRunner.dropIndex('users', 'UQ_users_email');
    await queryRunner.dropColumn('users', 'password_hash');
  }
}

import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Usual sign-in addresses (security review, finding 5): a row per account and address it signed
 * in from, so that failures from other addresses never refuse the owner there. Only a hash of the
 * two is stored. The rate-limit counts themselves stay in auth_attempts, under new kinds.
 */
export class SignInAddresses1765950000000 implements MigrationInterface {
  name = 'SignInAddresses1765950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text } = columnBuilders(queryRunner);
    const timestamp = queryRunner.connection.driver.normalizeType({ type: Date });
    await queryRunner.createTable(
      new Table({
        name: 'sign_in_addresses',
        columns: [
          { ...text('id', 64), isPrimary: true },
          text('user_id', 36),
          { name: 'last_seen_at', type: timestamp },
        ],
        indices: [
          new TableIndex({ name: 'IDX_sign_in_addresses_user_id', columnNames: ['user_id'] }),
        ],
        foreignKeys: [cascadeForeignKey('sign_in_addresses', 'user_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sign_in_addresses');
  }
}

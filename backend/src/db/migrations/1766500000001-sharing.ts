import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columnBuilders } from './schema-helpers';

/**
 * Sharing (issue 16; seed 001 §4 Sharing), the same for every area that shares (the workshop now,
 * the storage later): the people an item is shared with (share_entries) and the links of items
 * shared by link (share_links). The item's share type lives on the area's own row.
 */
export class Sharing1766500000001 implements MigrationInterface {
  name = 'Sharing1766500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { text, id, epoch } = columnBuilders(queryRunner);
    const index = (table: string, name: string, columnNames: string[], isUnique = false) =>
      new TableIndex({ name: `IDX_${table}_${name}`, columnNames, isUnique });
    const item = [text('area', 20), text('item_type', 20), { name: 'item_id', type: 'integer' }];

    await queryRunner.createTable(
      new Table({
        name: 'share_entries',
        columns: [
          id,
          ...item,
          text('owner_id', 36),
          text('user_id', 36),
          text('permission', 8),
          epoch('time'),
        ],
        indices: [
          index('share_entries', 'item_user', ['area', 'item_type', 'item_id', 'user_id'], true),
          index('share_entries', 'user_area', ['user_id', 'area']),
          index('share_entries', 'owner', ['owner_id']),
        ],
        foreignKeys: [
          cascadeForeignKey('share_entries', 'owner_id', 'users'),
          cascadeForeignKey('share_entries', 'user_id', 'users'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'share_links',
        columns: [id, ...item, text('owner_id', 36), text('code', 32), epoch('time')],
        indices: [
          index('share_links', 'item', ['area', 'item_type', 'item_id'], true),
          index('share_links', 'code', ['code'], true),
          index('share_links', 'owner', ['owner_id']),
        ],
        foreignKeys: [cascadeForeignKey('share_links', 'owner_id', 'users')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('share_links');
    await queryRunner.dropTable('share_entries');
  }
}

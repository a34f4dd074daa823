import { randomBytes, randomInt } from 'node:crypto';
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const TABLE = 'ready_files';
const COLUMN = 'share_mobile_code';

/** The codes this migration writes (as ready-names.ts shareMobileCode): 128 random bits. */
const wideCode = () => randomBytes(16).toString('base64url');

/** The codes made before (8 characters of this alphabet), for `down`. */
const OLD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const narrowCode = () =>
  Array.from({ length: 8 }, () => OLD_ALPHABET[randomInt(OLD_ALPHABET.length)]).join('');

async function widthTo(queryRunner: QueryRunner, length: number): Promise<void> {
  if (queryRunner.connection.driver.options.type === 'postgres') {
    // In place: TypeORM's changeColumn would drop and re-add a column whose length changes.
    await queryRunner.query(
      `ALTER TABLE "${TABLE}" ALTER COLUMN "${COLUMN}" TYPE varchar(${length})`,
    );
    return;
  }
  // SQLite keeps the length only in the table's definition: the table is rebuilt, rows, indices
  // and foreign keys kept (migrations run with foreign keys off, so nothing cascades).
  await queryRunner.changeColumn(
    TABLE,
    COLUMN,
    new TableColumn({ name: COLUMN, type: 'varchar', length: String(length) }),
  );
}

/** Gives every ready file a new code from `make` (every code handed out so far stops working). */
async function reissue(queryRunner: QueryRunner, make: () => string): Promise<void> {
  const parameter = (index: number) =>
    queryRunner.connection.driver.createParameter(`p${index}`, index);
  const rows: Array<{ id: number | string }> = await queryRunner.query(
    `SELECT "id" FROM "${TABLE}"`,
  );
  for (const { id } of rows) {
    await queryRunner.query(
      `UPDATE "${TABLE}" SET "${COLUMN}" = ${parameter(0)} WHERE "id" = ${parameter(1)}`,
      [make(), Number(id)],
    );
  }
}

/**
 * Security review, finding 2: a share-to-phone code is the only lock on a made file's public
 * address (/app/s/{code}/), and 8 characters of a 32-letter alphabet (40 bits) can be guessed.
 * Codes become 22 base64url characters (128 random bits; the column leaves room for 32) and every
 * existing file gets a new one: the old short codes, which may have been guessed, stop working.
 */
export class ShareCodes1766000000000 implements MigrationInterface {
  name = 'ShareCodes1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await widthTo(queryRunner, 32);
    await reissue(queryRunner, wideCode);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Short codes first: PostgreSQL refuses to narrow a column holding longer values.
    await reissue(queryRunner, narrowCode);
    await widthTo(queryRunner, 8);
  }
}

import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { preparedQuery } from '../../shared/prepared-statements';
import { Session } from './session.entity';
import { User } from './user.entity';

/**
 * The session lookup runs before every API call. Profiling login-check showed TypeORM's query
 * building (findOne with a relation) taking half of the server's busy CPU, so this one query's
 * SQL is built once from the entity metadata and its row hydrated through the same metadata
 * (the driver's own value conversion: dates, booleans), on SQLite and PostgreSQL alike. On
 * PostgreSQL it is a prepared statement, parsed and planned once per connection (issue 34).
 */
export class SessionLookup {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const driver = dataSource.driver;
    const quote = (name: string) => driver.escape(name);
    const session = dataSource.getMetadata(Session);
    const user = dataSource.getMetadata(User);
    const select = [
      ...session.columns.map(
        (column) => `s.${quote(column.databaseName)} AS ${quote(`s_${column.propertyName}`)}`,
      ),
      ...user.columns.map(
        (column) => `u.${quote(column.databaseName)} AS ${quote(`u_${column.propertyName}`)}`,
      ),
    ];
    const sessionKey = session.primaryColumns[0]!.databaseName;
    const userKey = user.primaryColumns[0]!.databaseName;
    const sessionUser = session.findColumnWithPropertyName('userId')!.databaseName;
    this.sql =
      `SELECT ${select.join(', ')} FROM ${quote(session.tableName)} s` +
      ` INNER JOIN ${quote(user.tableName)} u ON u.${quote(userKey)} = s.${quote(sessionUser)}` +
      ` WHERE s.${quote(sessionKey)} = ${driver.createParameter('id', 0)}`;
  }

  /** The session with its user, or null. */
  async find(id: string): Promise<Session | null> {
    const rows = await preparedQuery<Array<Record<string, unknown>>>(this.dataSource, this.sql, [
      id,
    ]);
    const row = rows[0];
    if (!row) return null;
    const session = this.hydrate(Session, 's_', row);
    session.user = this.hydrate(User, 'u_', row);
    return session;
  }

  private hydrate<T extends object>(
    target: new () => T,
    prefix: string,
    row: Record<string, unknown>,
  ): T {
    const metadata = this.dataSource.getMetadata(target);
    const entity = metadata.create() as T;
    for (const column of metadata.columns as ColumnMetadata[]) {
      const raw = row[`${prefix}${column.propertyName}`];
      column.setEntityValue(
        entity as never,
        this.dataSource.driver.prepareHydratedValue(raw, column),
      );
    }
    return entity;
  }
}

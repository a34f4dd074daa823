import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@gramota/contracts';
import { Doc } from '../../docs';
import {
  DocsClient,
  renderDocsFixture,
  type DocsFixture,
} from '../../../test-support/docs-test-kit';
import { User } from '../user.entity';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Security review finding 8: anonymous accounts left unused are removed with what they hold. */
describe.each(databases)('removing unused anonymous accounts on %s', (kind) => {
  let fixture: DocsFixture;
  let app: TestApp;

  beforeAll(async () => {
    fixture = await renderDocsFixture();
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  // Each test starts at today: a second instance's clock starts there too, and the two must agree
  // (whichever of them wins the sweep's lease judges the accounts' age by its own clock).
  afterEach(() => app.clock.reset());

  const userOf = async (client: DocsClient) =>
    app.dataSource.getRepository(User).findOneBy({ apiKey: client.userKey });

  it('removes an anonymous account unused for 90 days with its documents and files, and nothing else', async () => {
    const forgotten = await DocsClient.anonymous(app);
    const forgottenDoc = await forgotten.createDoc(fixture.free.id);
    const forgottenId = (await userOf(forgotten))!.id;
    // What the account keeps on disk: a picture placed in a document and a rendered thumbnail.
    const pictures = path.join(app.config.dataDir, 'doc-images', forgottenId);
    fs.mkdirSync(pictures, { recursive: true });
    fs.writeFileSync(path.join(pictures, 'photo.webp'), 'x');
    const thumbs = path.join(app.config.dataDir, 'thumbs');
    fs.mkdirSync(thumbs, { recursive: true });
    const thumbnail = path.join(thumbs, `${forgottenDoc}_abc.webp`);
    fs.writeFileSync(thumbnail, 'x');

    const returning = await DocsClient.anonymous(app);
    await returning.createDoc(fixture.free.id);
    const registered = await DocsClient.registered(app);
    await registered.createDoc(fixture.free.id);

    app.clock.advance(60 * DAY_MS);
    // Coming back within the period keeps the account (the session is touched).
    expect((await returning.visitor.get(apiPaths.loginCheck())).status).toBe(200);
    app.clock.advance(31 * DAY_MS);

    const report = await app.sweepAnonymousAccounts();
    expect(report.removedAccounts).toBe(1);
    expect(await userOf(forgotten)).toBeNull();
    expect(await app.dataSource.getRepository(Doc).countBy({ userId: forgottenId })).toBe(0);
    // Gone from the file store (the local one may keep the emptied folder).
    expect(fs.existsSync(path.join(pictures, 'photo.webp'))).toBe(false);
    expect(fs.existsSync(thumbnail)).toBe(false);
    expect(await userOf(returning)).not.toBeNull();
    expect(await userOf(registered)).not.toBeNull();
    expect((await registered.list()).docs).not.toEqual({});
    // The forgotten visitor's old cookie now opens an empty account, storing nothing.
    expect(await forgotten.list()).toMatchObject({ docs: {} });
    expect(await userOf(forgotten)).toBeNull();

    expect((await app.sweepAnonymousAccounts()).removedAccounts).toBe(0);
  });

  it('with two instances on one database, the daily sweep runs once a day, on one of them', async () => {
    const other = await startTestApp(kind, { besideOf: app, catalogueDir: fixture.catalogueDir });
    try {
      const both = [app, other];
      const advance = (ms: number) => both.forEach((instance) => instance.clock.advance(ms));
      const forgotten = await DocsClient.anonymous(app);
      await forgotten.createDoc(fixture.free.id);
      advance(91 * DAY_MS);

      // Both timers fire at once: one instance sweeps, the other is told it is not its turn.
      const reports = await Promise.all(both.map((instance) => instance.sweepWhenDue()));
      const ran = reports.filter((report) => report !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.removedAccounts).toBeGreaterThanOrEqual(1);
      expect(await userOf(forgotten)).toBeNull();

      // Later that day neither sweeps again; a day on, exactly one does.
      advance(6 * 60 * 60 * 1000);
      expect(await Promise.all(both.map((instance) => instance.sweepWhenDue()))).toEqual([
        null,
        null,
      ]);
      const another = await DocsClient.anonymous(other);
      await another.createDoc(fixture.free.id);
      advance(91 * DAY_MS);
      const nextDay = await Promise.all(both.map((instance) => instance.sweepWhenDue()));
      // Exactly one sweeps (the first test's returning visitor, away long enough now, may go too).
      const nextRan = nextDay.filter((report) => report !== null);
      expect(nextRan).toHaveLength(1);
      expect(nextRan[0]!.removedAccounts).toBeGreaterThanOrEqual(1);
      expect(await userOf(another)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

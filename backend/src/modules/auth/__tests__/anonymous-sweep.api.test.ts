import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@gramota/contracts';
import { Doc } from '../../docs';
import {
  DocsClient,
  renderDocsFixture,
  type DocsFixture,
} from '../../docs/__tests__/docs-test-kit';
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
    expect(fs.existsSync(pictures)).toBe(false);
    expect(fs.existsSync(thumbnail)).toBe(false);
    expect(await userOf(returning)).not.toBeNull();
    expect(await userOf(registered)).not.toBeNull();
    expect((await registered.list()).docs).not.toEqual({});
    // The forgotten visitor's old cookie now opens an empty account, storing nothing.
    expect(await forgotten.list()).toMatchObject({ docs: {} });
    expect(await userOf(forgotten)).toBeNull();

    expect((await app.sweepAnonymousAccounts()).removedAccounts).toBe(0);
  });
});

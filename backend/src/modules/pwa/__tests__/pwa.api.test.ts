import fs from 'node:fs';
import path from 'node:path';
import { apiPaths, type PwaIntAnswer } from '@gramota/contracts';
import { User } from '../../auth';
import { LicencesService } from '../../licences';
import {
  databases,
  newVisitor,
  readJson,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';

describe.each(databases)('GET /api/pwa-int/ on %s', (kind) => {
  let app: TestApp;
  const versionFile = () => path.join(app.config.staticRoot, 'shell', 'dist', 'version.json');

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the build version, prices and the user’s currency and timezone', async () => {
    const { cookie } = await newVisitor(app);
    const response = await app.request(apiPaths.pwaInt(), { cookie });
    expect(response.status).toBe(200);
    const answer = await readJson<PwaIntAnswer>(response);
    expect(answer).toEqual({
      result: 'success',
      ver_st: 'test-build-42',
      currency: 'RUB',
      one_short: '99',
      all_from_short: '199',
      is_workshop_pay: '0',
      workshop_1: '299',
      // Grouped for people by formatMoney (a no-break space between thousands).
      workshop_12: '1\u00a0990',
      timezone: 'Europe/Moscow',
    });
  });

  it('reflects the stored account, and the workshop plan from its licences', async () => {
    const { cookie, userKey } = await newVisitor(app);
    const users = app.dataSource.getRepository(User);
    await users.update({ apiKey: userKey }, { currency: 'EUR', timezone: 'Europe/Berlin' });
    const user = await users.findOneByOrFail({ apiKey: userKey });
    await new LicencesService(app.dataSource, app.clock.now).grant(user.id, {
      kind: 'workshop',
      until: '2099-12-31',
    });
    const answer = await readJson<PwaIntAnswer>(await app.request(apiPaths.pwaInt(), { cookie }));
    expect(answer).toMatchObject({
      currency: 'EUR',
      // The prices follow the account's currency (the payments module's table).
      one_short: '1.90',
      workshop_12: '39',
      timezone: 'Europe/Berlin',
      is_workshop_pay: '1',
    });
  });

  it('sees a new front-end build without a restart, and falls back to the backend version without one', async () => {
    const { cookie } = await newVisitor(app);
    fs.writeFileSync(versionFile(), JSON.stringify({ version: 'test-build-43-longer' }));
    expect(
      (await readJson<PwaIntAnswer>(await app.request(apiPaths.pwaInt(), { cookie }))).ver_st,
    ).toBe('test-build-43-longer');

    fs.rmSync(versionFile());
    const backendPackage = path.join(__dirname, '..', '..', '..', '..', 'package.json');
    const backendVersion = (
      JSON.parse(fs.readFileSync(backendPackage, 'utf8')) as { version: string }
    ).version;
    expect(
      (await readJson<PwaIntAnswer>(await app.request(apiPaths.pwaInt(), { cookie }))).ver_st,
    ).toBe(backendVersion);
  });
});

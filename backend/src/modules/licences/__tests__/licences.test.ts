import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountPaths, type LicencesAnswer } from '@gramota/contracts';
import { profileOf, registeredVisitor } from '../../../test-support/accounts';
import {
  createTestClock,
  databases,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { UsersService } from '../../auth';
import { isCalendarDate, LicenceInputError, LicencesService } from '../licences.service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases)('LicencesService on %s', (kind) => {
  let dataDir: string;
  let database: TestDatabase;
  let users: UsersService;
  const clock = createTestClock();
  let licences: LicencesService;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-licences-'));
    database = await createTestDatabase(kind, dataDir);
    users = new UsersService(database.dataSource);
    licences = new LicencesService(database.dataSource, clock.now);
  });

  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(() => clock.reset());

  const today = () => licences.today();
  const dayOffset = (days: number) =>
    new Date(clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

  it('makes one template PRO with a template licence, all of them with all-templates or school', async () => {
    const { id } = await users.createAnonymous();
    expect(await licences.isProForTemplate(id, 'ru:12:0')).toBe(false);
    await licences.grant(id, { kind: 'template', templateId: 'ru:12:0', until: dayOffset(30) });
    expect(await licences.isProForTemplate(id, 'ru:12:0')).toBe(true);
    expect(await licences.isProForTemplate(id, 'ru:13:0')).toBe(false);
    expect(await licences.isTemplateAllActive(id)).toBe(false);

    const school = (await users.createAnonymous()).id;
    await licences.grant(school, { kind: 'school', until: dayOffset(1) });
    expect(await licences.isProForTemplate(school, 'en:99:2')).toBe(true);
    expect(await licences.isSchool(school)).toBe(true);
    expect(await licences.status(school)).toEqual({
      workshop: false,
      school: true,
      allTemplates: true,
    });

    const all = (await users.createAnonymous()).id;
    await licences.grant(all, { kind: 'all-templates', until: today() });
    expect(await licences.isProForTemplate(all, 'de:1:0')).toBe(true);
    expect(await licences.isSchool(all)).toBe(false);
  });

  it('counts a licence only from its first to its last day, both included', async () => {
    const { id } = await users.createAnonymous();
    await licences.grant(id, { kind: 'workshop', from: dayOffset(2), until: dayOffset(4) });
    expect(await licences.hasWorkshopPlan(id)).toBe(false);
    clock.advance(2 * DAY_MS);
    expect(await licences.hasWorkshopPlan(id)).toBe(true);
    clock.advance(2 * DAY_MS);
    expect(await licences.hasWorkshopPlan(id)).toBe(true);
    clock.advance(DAY_MS);
    expect(await licences.hasWorkshopPlan(id)).toBe(false);
    expect((await licences.list(id)).map((licence) => licence.active)).toEqual([false]);
  });

  it.each([
    ['an unknown kind', { kind: 'gold', until: '2030-01-01' }],
    ['a template licence without a template', { kind: 'template', until: '2030-01-01' }],
    ['a malformed template id', { kind: 'template', templateId: '12', until: '2030-01-01' }],
    ['a template on another kind', { kind: 'workshop', templateId: 'ru:1:0', until: '2030-01-01' }],
    ['an impossible date', { kind: 'workshop', until: '2030-02-30' }],
    ['an end before the start', { kind: 'workshop', from: '2030-01-02', until: '2030-01-01' }],
  ])('refuses %s', async (_case, input) => {
    const { id } = await users.createAnonymous();
    await expect(licences.grant(id, input as never)).rejects.toBeInstanceOf(LicenceInputError);
    expect(await licences.list(id)).toEqual([]);
  });

  it('revokes', async () => {
    const { id } = await users.createAnonymous();
    const licence = await licences.grant(id, { kind: 'workshop', until: dayOffset(10) });
    expect(await licences.revoke(licence.id)).toBe(true);
    expect(await licences.revoke(licence.id)).toBe(false);
    expect(await licences.hasWorkshopPlan(id)).toBe(false);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-6-30')).toBe(false);
  });
});

describe.each(databases)('licences over HTTP on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the licences with their state and puts the flags in profile-get', async () => {
    const teacher = await registeredVisitor(app);
    const { id } = await profileOf(teacher);
    expect(await profileOf(teacher)).toMatchObject({
      is_workshop_pay: '0',
      is_school: '0',
      is_template_all_active: '0',
    });
    const service = new LicencesService(app.dataSource, app.clock.now);
    const workshop = await service.grant(id, { kind: 'workshop', until: '2099-12-31' });
    const old = await service.grant(id, {
      kind: 'template',
      templateId: 'ru:12:0',
      from: '2020-01-01',
      until: '2020-12-31',
    });

    const answer = (await (
      await teacher.get(accountPaths.profileLicences)
    ).json()) as LicencesAnswer;
    expect(answer).toEqual({
      result: 'success',
      licences: [
        {
          id: workshop.id,
          kind: 'workshop',
          template_id: null,
          date_start: workshop.dateStart,
          date_end: '2099-12-31',
          active: true,
        },
        {
          id: old.id,
          kind: 'template',
          template_id: 'ru:12:0',
          date_start: '2020-01-01',
          date_end: '2020-12-31',
          active: false,
        },
      ],
    });
    expect(await profileOf(teacher)).toMatchObject({
      is_workshop_pay: '1',
      is_school: '0',
      is_template_all_active: '0',
    });
  });
});

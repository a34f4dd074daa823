import { spreadsheetErrors } from '@gramota/contracts';
import { In } from 'typeorm';
import { appForBlock, databases } from '../../../test-support/test-app';
import { CreatorJob } from '../../creator';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer } from '../../../test-support/redactor-test-kit';
import { DriveGroup } from '../drive-group.entity';
import { DriveClient, driveForm, type MaskRow } from './drive-test-kit';

const fixture = docsFixtureForFile();

describe.each(databases)('drive-create with each row’s gender on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: engine,
  }));

  const classDoc = (teacher: DriveClient) =>
    teacher.labelledDoc(
      fixture.free.id,
      'Грамота вручается [ученику|ученице] [Класс] класса',
      '[Фамилия Имя]',
    );

  const made = async (teacher: DriveClient) => {
    const userId = await teacher.userId();
    return {
      groups: await app.dataSource.getRepository(DriveGroup).countBy({ userId }),
      jobs: await app.dataSource.getRepository(CreatorJob).countBy({ userId }),
    };
  };

  it('prints each file in its row’s gender; a row without one keeps the alternative as written', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await classDoc(teacher);
    const rows: MaskRow[] = [
      { values: { 'Фамилия Имя': 'Абдуллаевой Амине', Класс: '5 Б' }, gender: 'f' },
      { values: { 'Фамилия Имя': 'Белоусову Артёму', Класс: '5 Б' }, gender: 'm' },
      { values: { 'Фамилия Имя': 'Ким Саше', Класс: '5 Б' } },
      { values: { 'Фамилия Имя': 'Ли Жене', Класс: '5 Б' }, gender: null },
    ];
    const created = await answer(await teacher.driveCreate(doc, driveForm(rows)));
    expect(created.status).toBe(200);
    const { key, group_id } = created.body as { key: string; group_id: string };
    const group = await teacher.settledGroup(key, group_id);
    expect(group.files.map((file) => file.state)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const jobs = await app.dataSource
      .getRepository(CreatorJob)
      .findBy({ id: In(group.files.map((file) => Number(file.id))) });
    const textOf = (id: string) => jobs.find((job) => String(job.id) === id)!.content!;
    const [amina, artyom, sasha, zhenya] = group.files.map((file) => textOf(file.id));
    expect(amina).toContain('Грамота вручается ученице 5 Б класса');
    expect(artyom).toContain('Грамота вручается ученику 5 Б класса');
    expect(sasha).toContain('Грамота вручается [ученику|ученице] 5 Б класса');
    expect(zhenya).toContain('Грамота вручается [ученику|ученице] 5 Б класса');
    // What was rendered is that text.
    expect(engine.renders.some((input) => input.html === amina)).toBe(true);
  });

  it('refuses a gender that is not m or f, naming the row, and makes nothing', async () => {
    const teacher = await DriveClient.mailer(app);
    const doc = await classDoc(teacher);
    const before = await made(teacher);
    const good: MaskRow = { values: { 'Фамилия Имя': 'Анна' }, gender: 'f' };
    for (const gender of ['x', 'F', 'ж', '', 1, true, ['m'], { m: 1 }])
      expect({
        gender,
        ...(await answer(
          await teacher.driveCreate(
            doc,
            driveForm([good, { values: { 'Фамилия Имя': 'Б' }, gender } as never]),
          ),
        )),
      }).toEqual({
        gender,
        status: 400,
        body: {
          result: 'error',
          name: 'mask',
          error_code: 'gender_invalid',
          error_text: `Row 2: ${spreadsheetErrors.gender_invalid}`,
          row: 2,
        },
      });
    expect(await made(teacher)).toEqual(before);
  });
});

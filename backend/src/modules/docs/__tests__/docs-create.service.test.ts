import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TemplateSet } from '@gramota/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { DocContent } from '../doc-content.entity';
import { Doc } from '../doc.entity';
import { UsersService } from '../../auth';
import {
  DocsCreateService,
  NO_WORKSHOP_TEMPLATES,
  type TemplateLookup,
} from '../docs-create.service';

const template: TemplateSet = {
  id: 'ru:1:0',
  name: 'Грамота',
  category: 'i',
  lng: 'ru',
  format: 'a4',
  img_redactor: '/data/templates/bg.jpg',
  padding: '10 20 30 40',
  pro: '0',
  is_title_movable: '0',
  title_movable_gallery: '',
  title_index: 0,
  titles_margin: '',
  titles_float: '0|0',
  wlogo: '0',
  logo: '',
  title: 'Грамота',
  font: 'Philosopher',
  content: '<p onclick="x()">Hi<script>alert(1)</script></p>',
  fields: [],
};

describe('DocsCreateService (SQLite)', () => {
  let dataDir: string;
  let database: TestDatabase;
  const templates: TemplateLookup = {
    templateSet: (id) => Promise.resolve(id === template.id ? template : null),
  };
  const clock = () => new Date('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-docs-service-'));
    database = await createTestDatabase('sqlite', dataDir);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 'workshop-pay' when the workshop gate asks for payment, creating nothing", async () => {
    const asked: string[] = [];
    const service = new DocsCreateService(
      database.dataSource,
      templates,
      {
        needsWorkshopPay: (_userId, templateId) => (asked.push(templateId), Promise.resolve(true)),
      },
      clock,
    );
    expect(await service.create('user-1', 'ws:5:0', null)).toEqual({ result: 'workshop-pay' });
    expect(asked).toEqual(['ws:5:0']);
    expect(await database.dataSource.getRepository(Doc).countBy({ userId: 'user-1' })).toBe(0);
  });

  it("sanitizes the template's content and files category 'i' under 'o'", async () => {
    const service = new DocsCreateService(
      database.dataSource,
      templates,
      NO_WORKSHOP_TEMPLATES,
      clock,
    );
    const user = await new UsersService(database.dataSource).createAnonymous();
    const answer = await service.create(user.id, template.id, null);
    if (answer.result !== 'success') throw new Error('not created');
    const id = Number(answer.doc);
    const doc = await database.dataSource.getRepository(Doc).findOneByOrFail({ id });
    expect(doc).toMatchObject({ type: 'o', time: clock().getTime(), userId: user.id });
    const text = await database.dataSource.getRepository(DocContent).findOneByOrFail({ docId: id });
    expect(text).toMatchObject({ content: '<p>Hi</p>', fields: '[]', fieldValues: '{}' });
  });
});

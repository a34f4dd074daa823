import fs from 'node:fs';
import path from 'node:path';
import {
  apiPaths,
  docsPaths,
  templatePaths,
  workshopErrors,
  workshopPaths,
  workshopTemplateId,
  type TemplatesGetAnswer,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer, ids } from '../../../test-support/docs-test-kit';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';

const refusal = (code: keyof typeof workshopErrors, name: string) => ({
  result: 'error',
  error_code: code,
  error_text: workshopErrors[code],
  name,
});

describe.each(databases)('My templates: design, generate, make documents, on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({ renderEngine: engine }));
  const onDisk = (url: string) =>
    path.join(app.config.dataDir, 'public', url.replace(/^\/data\//, ''));

  it('a new template opens with its layout, saves its scene and reads it back', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a4', name: 'Гимназия №1' });
    const opened = await teacher.templateGet(id);
    expect(opened.content).toBe('<p></p>');
    expect(opened.data).toMatchObject({
      result: 'success',
      id,
      name: 'Гимназия №1',
      format: 'a4',
      type: 'g',
      maket_id: 50,
      state: 'draft',
      count_doc: 0,
      count_storage: 0,
      is_workshop_pay: '0',
    });

    const scene = await teacher.scene(id);
    expect(scene.title.text).toBe('Сертификат');
    scene.title.text = 'Похвальная грамота';
    scene.title.shadow = { x: 0, y: 4, blur: 6, color: '#333333' };
    const saved = await answer(await teacher.templateSet(id, scene, '30,40,50,60'));
    expect(saved.status).toBe(200);
    expect(saved.body.last_event_time).toEqual(expect.any(Number));
    const back = await teacher.scene(id);
    expect(back.title.text).toBe('Похвальная грамота');
    expect(back.title.shadow).toEqual({ x: 0, y: 4, blur: 6, color: '#333333' });
    expect(back.frame.margins).toEqual({ top: 30, right: 40, bottom: 50, left: 60 });
  });

  it('names a nameless template and a copy in the reader’s language', async () => {
    const teacher = await WorkshopClient.registered(app);
    await teacher.grantWorkshop(app);
    // No chosen language: the browser's (an Italian one here).
    const italian = await teacher.visitor.post(
      workshopPaths.templateNew(),
      { format: 'a4' },
      { 'Accept-Language': 'it-IT,it;q=0.9' },
    );
    const id = ((await italian.json()) as { data_id: string }).data_id;
    expect((await teacher.templateGet(id)).data.name).toBe('Il mio modello');
    // The interface language wins over the browser's.
    await teacher.visitor.post(apiPaths.profileSetSettings(), {
      settings: JSON.stringify({ lng: 'uk' }),
    });
    const copy = await teacher.visitor.get(workshopPaths.copy(id), { 'Accept-Language': 'it' });
    const copyId = ((await copy.json()) as { data_id: string }).data_id;
    expect((await teacher.templateGet(copyId)).data.name).toBe('Il mio modello — копія');
    expect((await teacher.templateGet(await teacher.newTemplate())).data.name).toBe('Мій шаблон');
  });

  it('refuses hostile scenes naming the field, and keeps the stored one', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate();
    const good = await teacher.scene(id);
    const hostile: Array<[unknown, string]> = [
      [{ ...good, onload: 'alert(1)' }, 'onload'],
      [
        { ...good, background: { ...good.background, src: 'javascript:alert(1)' } },
        'background.src',
      ],
      [{ ...good, title: { ...good.title, text: 'x'.repeat(10_000) } }, 'title.text'],
      [{ ...good, title: { ...good.title, fontsize: 1e9 } }, 'title.fontsize'],
      ['{"version":', 'content'],
    ];
    for (const [scene, field] of hostile)
      expect(await answer(await teacher.templateSet(id, scene))).toEqual({
        status: 400,
        body: refusal('scene_invalid', field),
      });
    expect(await answer(await teacher.templateSet(id, good, '1,2,3'))).toEqual({
      status: 400,
      body: refusal('margins_invalid', 'margins'),
    });
    expect(await teacher.scene(id)).toEqual(good);
    expect(await answer(await teacher.newTemplateRaw({ format: 'a3' }))).toEqual({
      status: 400,
      body: refusal('format_invalid', 'format'),
    });
  });

  it('Ready makes the page picture; a document made from it has it as its background', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a4h' });
    // Not generated yet: no document from it.
    expect(
      await answer(await teacher.get(docsPaths.createDoc({ template_id: workshopTemplateId(id) }))),
    ).toEqual({
      status: 400,
      body: refusal('not_ready', 'template_id'),
    });

    const status = await teacher.generated(id);
    expect(status).toMatchObject({ result: 'success', status: 'ready' });
    expect(status.thum).toMatch(/^\/data\/workshop\/[A-Za-z0-9_-]{22}_th\.webp$/);
    expect(fs.existsSync(onDisk(status.thum!))).toBe(true);
    const listed = await teacher.workshopList();
    const page = listed.documents[id]!;
    expect(page).toMatchObject({ state: 'ready', thum: status.thum, template: `ws:${id}:0` });

    const doc = await teacher.createDoc(workshopTemplateId(id));
    const { data } = await teacher.getDoc(doc);
    expect(data.img_redactor).toBe(status.thum!.replace('_th.webp', '.jpg'));
    expect(data.format).toBe('a4h');
    expect((await teacher.workshopList()).documents[id]!.count_doc).toBe(1);

    // The gallery's workshop group and My templates list it.
    const gallery = (await (
      await teacher.get(templatePaths.templatesGet('ru', '1', teacher.userKey, { my: true }))
    ).json()) as TemplatesGetAnswer;
    expect(Object.keys(gallery.workshop)).toEqual([`ws:${id}:0`]);
    expect(gallery.my[`ws:${id}:0`]).toMatchObject({ img: status.thum, name: 'Мой шаблон' });

    // Saving again makes it a draft; generating again replaces the old pictures.
    await teacher.templateSet(id, await teacher.scene(id));
    expect((await teacher.templateGet(id)).data.state).toBe('draft');
    const again = await teacher.generated(id);
    expect(again.thum).not.toBe(status.thum);
    expect(fs.existsSync(onDisk(status.thum!))).toBe(false);
    // The document still renders with its template's current page.
    expect((await teacher.getDoc(doc)).data.img_redactor).toBe(
      again.thum!.replace('_th.webp', '.jpg'),
    );
  });

  it('a template documents still use is not deleted forever; an unused one leaves the disk', async () => {
    const teacher = await WorkshopClient.registered(app);
    await teacher.grantWorkshop(app);
    const used = await teacher.newTemplate();
    const unused = await teacher.newTemplate({ format: 'a5' });
    const usedPicture = (await teacher.generated(used)).thum!;
    const unusedPicture = (await teacher.generated(unused)).thum!;
    await teacher.createDoc(workshopTemplateId(used));

    const remove = await teacher.workshopForm('mix', 'remove', {
      data_id: `wsdoc:${used},wsdoc:${unused}`,
    });
    expect(remove.status).toBe(200);
    expect(ids((await teacher.workshopList({ trash: true })).documents)).toEqual(
      [used, unused].sort(),
    );
    expect(
      await answer(
        await teacher.workshopForm('trash', 'remove-trash', {
          data_id: `wsdoc:${used},wsdoc:${unused}`,
        }),
      ),
    ).toEqual({ status: 400, body: refusal('template_in_use', 'data_id') });
    expect(await answer(await teacher.workshopForm('trash', 'clear-trash'))).toEqual({
      status: 400,
      body: refusal('template_in_use', 'data_id'),
    });
    // Nothing went: both still in the trash, their pictures on disk.
    expect(ids((await teacher.workshopList({ trash: true })).documents)).toEqual(
      [used, unused].sort(),
    );
    expect(fs.existsSync(onDisk(unusedPicture))).toBe(true);

    expect(
      (await teacher.workshopForm('trash', 'remove-trash', { data_id: `wsdoc:${unused}` })).status,
    ).toBe(200);
    expect(fs.existsSync(onDisk(unusedPicture))).toBe(false);
    expect(fs.existsSync(onDisk(usedPicture))).toBe(true);
    expect((await teacher.workshopList({ trash: true })).total_templates).toBe(1);
  });

  it('lists by folder, recent, types and search; a failed render says error', async () => {
    const teacher = await WorkshopClient.registered(app);
    await teacher.grantWorkshop(app);
    const folder = (
      await answer(await teacher.workshopForm('folder', 'folder-new', { name: 'Олимпиады' }))
    ).body.data_id as string;
    const inFolder = await teacher.newTemplate({
      format: 'a4',
      folder_id: folder,
      type: 'd',
      name: 'Диплом олимпиады',
    });
    const atRoot = await teacher.newTemplate({ format: 'a5', type: 'b', name: 'Благодарность' });
    const root = await teacher.workshopList();
    expect(ids(root.folders)).toEqual([folder]);
    expect(ids(root.documents)).toEqual([atRoot]);
    expect(root.types).toEqual(['d', 'b']);
    expect(ids((await teacher.workshopList({ folder })).documents)).toEqual([inFolder]);
    expect(Object.keys((await teacher.workshopList({ view: 'recent' })).documents)).toEqual(
      expect.arrayContaining([inFolder, atRoot]),
    );
    expect(ids((await teacher.workshopList({ view: 'types', type: 'd' })).documents)).toEqual([
      inFolder,
    ]);
    expect(ids((await teacher.workshopList({ sq: 'олимп' })).documents)).toEqual([inFolder]);
    expect(ids((await teacher.workshopList({ sq: 'ол' })).documents)).toEqual([atRoot]);

    engine.failures = 1;
    expect(await teacher.generated(atRoot)).toEqual({
      result: 'success',
      status: 'error',
      error_text: workshopErrors.create_failed,
    });
  });
});

import {
  accountPaths,
  SPREADSHEET_LIMITS,
  spreadsheetPaths,
  type DeclineAnswer,
} from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer } from '../../../test-support/docs-test-kit';
import { SpreadsheetClient, spreadsheetError } from '../../../test-support/spreadsheet-test-kit';
import { registerPupils, ukrainianPupils } from '../../../test-support/class-list-names';

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe.each(databases)('POST spreadsheet-decline on %s', (kind) => {
  const app = appForBlock(kind);

  const decline = (teacher: SpreadsheetClient, body: unknown) =>
    teacher.visitor.postJson(spreadsheetPaths.decline(), body);

  it('declines a class list for a visitor’s account, never cached', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const names = await registerPupils();
    const response = await decline(teacher, { language: 'ru', case: 'dative', names });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as DeclineAnswer;
    expect(body.result).toBe('success');
    expect(body.names).toHaveLength(25);
    expect(body.names[0]).toEqual({
      text: 'Абдуллаева Амина Рашидовна',
      declined: 'Абдуллаевой Амине Рашидовне',
      gender: 'f',
      detected: 'f',
    });
    expect(body.names[1]!.declined).toBe('Белоусову Артёму Игоревичу');
    expect(body.names[12]).toMatchObject({ declined: 'Нурланкызы Айгерим', doubt: 'unknown_name' });

    const ukrainian = await decline(teacher, {
      language: 'uk',
      case: 'vocative',
      names: await ukrainianPupils(),
    });
    const answered = (await ukrainian.json()) as DeclineAnswer;
    expect(answered.names.map((name) => name.declined).slice(0, 2)).toEqual([
      "З'явкіне Остапе Миколайовичу",
      'Ґудзь Ївго Степанівно',
    ]);
    // An empty list is nothing to do, not a mistake.
    expect(
      await answer(await decline(teacher, { language: 'ru', case: 'dative', names: [] })),
    ).toEqual({
      status: 200,
      body: { result: 'success', names: [] },
    });
  });

  it('refuses a body that is not a request within its limits with 400 decline_invalid', async () => {
    const teacher = await SpreadsheetClient.anonymous(app);
    const { declineNamesMax, declineNameChars } = SPREADSHEET_LIMITS;
    const name = { text: 'Белоусов Артём Игоревич' };
    const good = { language: 'ru', case: 'dative', names: [name] };
    const bodies: Array<[string, unknown]> = [
      ['101 names', { ...good, names: Array(declineNamesMax + 1).fill(name) }],
      ['a 201-character name', { ...good, names: [{ text: 'я'.repeat(declineNameChars + 1) }] }],
      ['the vocative in Russian', { ...good, case: 'vocative' }],
      ['an unknown case', { ...good, case: 'ablative' }],
      ['an unknown language', { ...good, language: 'kz' }],
      ['no language', { case: 'dative', names: [name] }],
      ['no case', { language: 'ru', names: [name] }],
      ['no names', { language: 'ru', case: 'dative' }],
      ['names as text', { ...good, names: 'Белоусов Артём Игоревич' }],
      ['a name as text', { ...good, names: ['Белоусов Артём Игоревич'] }],
      ['a name without text', { ...good, names: [{ gender: 'm' }] }],
      ['a number for a name', { ...good, names: [{ text: 5 }] }],
      ['an unknown gender', { ...good, names: [{ ...name, gender: 'x' }] }],
      ['a JSON array', [good]],
    ];
    for (const [what, body] of bodies) {
      const response = await decline(teacher, body);
      expect([what, await answer(response)]).toEqual([
        what,
        { status: 400, body: spreadsheetError('decline_invalid', 'names') },
      ]);
    }
    // Not JSON: a form, or plain text.
    const form = await teacher.visitor.post(spreadsheetPaths.decline(), {
      language: 'ru',
      case: 'dative',
      names: JSON.stringify([name]),
    });
    expect(await answer(form)).toEqual({
      status: 400,
      body: spreadsheetError('decline_invalid', 'names'),
    });
    const text = await teacher.visitor.request(spreadsheetPaths.decline(), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(good),
    });
    expect(await answer(text)).toEqual({
      status: 400,
      body: spreadsheetError('decline_invalid', 'names'),
    });
    // Broken JSON, or JSON that is not an object or array, never reaches the call: the body
    // parser refuses it, in the seeds' shape.
    for (const broken of ['{"language":"ru","names":[', 'null', '"Ли Виктор"']) {
      const response = await teacher.visitor.request(spreadsheetPaths.decline(), {
        method: 'POST',
        headers: JSON_TYPE,
        body: broken,
      });
      expect(await answer(response)).toEqual({
        status: 400,
        body: { result: 'error', error_text: 'The request body is not valid JSON' },
      });
    }
    // Past the body limit: 413 before anything is read.
    const huge = await decline(teacher, { ...good, padding: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('gives a forged call and a colleague without the permission the refusal other spreadsheet calls give', async () => {
    const body = JSON.stringify({ language: 'ru', case: 'dative', names: [{ text: 'Ли Виктор' }] });
    const teacher = await SpreadsheetClient.anonymous(app);
    // Without the API header (a form another site posts): refused before the body is read.
    const forged = (path: string) =>
      teacher.visitor.request(path, { method: 'POST', csrf: false, headers: JSON_TYPE, body });
    const refusal = await answer(await forged(spreadsheetPaths.classListSave()));
    expect(refusal.status).toBe(403);
    expect(await answer(await forged(spreadsheetPaths.decline()))).toEqual(refusal);

    // A colleague the owner let in for printing only, switched into the owner's account.
    const owner = await SpreadsheetClient.registered(app);
    const member = await SpreadsheetClient.registered(app);
    await owner.visitor.post(accountPaths.accessGrant, {
      user: member.email,
      permissions: 'print_view',
    });
    await member.switchInto(await owner.userId());
    const lists = await answer(await member.visitor.get(spreadsheetPaths.classLists()));
    expect(lists.status).toBe(403);
    expect(
      await answer(
        await member.visitor.request(spreadsheetPaths.decline(), {
          method: 'POST',
          headers: JSON_TYPE,
          body,
        }),
      ),
    ).toEqual(lists);
  });
});

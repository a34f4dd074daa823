import type { MassCreateAnswer, MassStatusAnswer, PupilGender } from '@gramota/contracts';
import { FlowCallError } from '@gramota/flow';
import type { MassWarning } from './mass-checks';
import { MASS_ATTEMPTS_MAX, MassFlow } from './mass-flow';
import type { MassPorts } from './mass-ports';
import type { PreparedRun } from './prepare-names';
import type { ComposedRun, NoRowsReason } from './row-compose';
import type { MassEvent, MassView } from './mass-view';

const MASS_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A run of these names, none declined, the document's words not gendered. */
const rowsOf = (...names: string[]): ComposedRun => ({
  rows: names.map((name, index) => ({
    index,
    values: { 'Фамилия Имя': name },
    gender: null,
    tableGender: null,
    unreadGender: '',
  })),
  names: { declined: [], pupil: null, genderOnly: false, gendered: false },
  corrections: {},
  emailColumn: false,
  problem: null,
});

const nothing = (problem: NoRowsReason): ComposedRun => ({ ...rowsOf(), problem });

/** What the prepare port gives back: the names as written, unless a test says otherwise. */
const asWritten = (run: ComposedRun, showNames = false): PreparedRun => ({
  rows: run.rows.map((row) => ({
    ...row,
    gender: row.gender ?? null,
    genderFrom: null,
    names: [],
  })),
  showNames,
});

const created = (doc: string): MassCreateAnswer => ({
  result: 'success',
  doc,
  filename: `gramota_${doc}`,
});

const status = (
  overall: MassStatusAnswer['status'],
  docs: MassStatusAnswer['docs'],
): MassStatusAnswer => ({ result: 'success', status: overall, docs });

/** Lets the ports' promises settle between timer steps. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const advance = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
};

function setup() {
  const log: string[] = [];
  const events: MassEvent[] = [];
  let job = 100;
  const ports = {
    saveNow: jest.fn(async (): Promise<boolean> => {
      log.push('save');
      return true;
    }),
    newMassId: jest.fn(() => MASS_ID),
    prepare: jest.fn(async (run: ComposedRun): Promise<PreparedRun> => asWritten(run)),
    check: jest.fn(async (): Promise<MassWarning[]> => []),
    create: jest.fn(
      async (
        massId: string,
        values: Record<string, string>,
        _row: number,
        _gender: PupilGender | null,
      ) => {
        log.push(`create ${massId.length} ${values['Фамилия Имя']}`);
        job += 1;
        return created(String(job));
      },
    ),
    status: jest.fn(async (ids: readonly string[]) =>
      status('ready', Object.fromEntries(ids.map((id) => [id, 'ready' as const]))),
    ),
  } satisfies MassPorts;
  const flow = new MassFlow({ ports, onEvent: (event) => void events.push(event) });
  const views: MassView[] = [];
  flow.subscribe(() => views.push(flow.view));
  return { flow, ports, log, events, views };
}

const percent = (view: MassView) => (view.phase === 'running' ? view.percent : null);

describe('the mass creation flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('without PRO the need-PRO modal, nothing saved or sent', async () => {
    const { flow, ports, events } = setup();
    flow.start(rowsOf('Иванов Иван'), false);
    await settle();
    expect(events).toEqual([{ kind: 'need-pro' }]);
    expect(ports.check).not.toHaveBeenCalled();
    expect(ports.saveNow).not.toHaveBeenCalled();
    expect(flow.view.phase).toBe('idle');
  });

  test('nothing to make: the message names why; 31 rows: the more-than-30 modal', async () => {
    const { flow, ports, events } = setup();
    flow.start(nothing('no-columns'), true);
    flow.start(nothing('none-ticked'), true);
    flow.start(nothing('no-data'), true);
    const names = Array.from({ length: 31 }, (_, index) => `Ученик ${index}`);
    flow.start(rowsOf(...names), true);
    flow.start(rowsOf(...names.slice(0, 30)), true);
    await settle();
    expect(events).toEqual([
      { kind: 'no-rows', reason: 'no-columns' },
      { kind: 'no-rows', reason: 'none-ticked' },
      { kind: 'no-rows', reason: 'no-data' },
      { kind: 'too-many', count: 31 },
    ]);
    expect(ports.prepare).toHaveBeenCalledTimes(1);
    expect(ports.check).toHaveBeenCalledTimes(1);
  });

  test('warnings wait for the teacher: "Fix" shows the row and sends nothing', async () => {
    const { flow, ports, events } = setup();
    const warnings: MassWarning[] = [{ row: 1, kind: 'duplicate', key: '', sameAs: 0 }];
    ports.check.mockResolvedValueOnce(warnings);
    flow.start(rowsOf('Иванов Иван', 'Иванов Иван'), true);
    await settle();
    expect(flow.view).toMatchObject({ phase: 'warnings', warnings });
    await advance(10_000);
    expect(ports.saveNow).not.toHaveBeenCalled();
    flow.fix(1);
    expect(events).toEqual([{ kind: 'fix', row: 1 }]);
    expect(flow.view.phase).toBe('idle');
    expect(ports.create).not.toHaveBeenCalled();
  });

  test('"Create anyway" saves first, then sends one row at a time about 1 s apart', async () => {
    const { flow, ports, log } = setup();
    ports.check.mockResolvedValueOnce([{ row: 0, kind: 'empty', key: 'Класс' }]);
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна', 'Сидоров Олег'), true);
    await settle();
    flow.createAnyway();
    await settle();
    expect(log).toEqual(['save', 'create 36 Иванов Иван']);
    await advance(999);
    expect(ports.create).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(log.at(-1)).toBe('create 36 Петрова Анна');
    await advance(1000);
    expect(log.at(-1)).toBe('create 36 Сидоров Олег');
    expect(ports.create.mock.calls.every(([massId]) => massId === MASS_ID)).toBe(true);
    // Each row says its place in the table: a duplicate kept on purpose is a file of its own.
    expect(ports.create.mock.calls.map(([, , row]) => row)).toEqual([0, 1, 2]);
    expect(ports.create.mock.calls.map(([, , , gender]) => gender)).toEqual([null, null, null]);
  });

  test('a table that could not be saved starts nothing', async () => {
    const { flow, ports, events } = setup();
    ports.saveNow.mockResolvedValueOnce(false);
    flow.start(rowsOf('Иванов Иван'), true);
    await settle();
    expect(events).toEqual([{ kind: 'not-saved' }]);
    expect(ports.create).not.toHaveBeenCalled();
    expect(flow.view.phase).toBe('idle');
  });

  test('the bar rises 1 % every 400 ms while sending, 90 % once all is sent, 98 % polling', async () => {
    const { flow, ports } = setup();
    // The second row's answer is slow: the bar keeps creeping meanwhile.
    let answerSecond: (answer: MassCreateAnswer) => void = () => undefined;
    ports.create
      .mockImplementationOnce(async () => created('1'))
      .mockImplementationOnce(() => new Promise((resolve) => (answerSecond = resolve)));
    ports.status.mockResolvedValueOnce(status('wait', { 1: 'ready', 2: 'wait' }));
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    expect(percent(flow.view)).toBe(0);
    await advance(400);
    expect(percent(flow.view)).toBe(1);
    await advance(1200);
    expect(percent(flow.view)).toBe(4);
    answerSecond(created('2'));
    await settle();
    expect(flow.view).toMatchObject({ phase: 'running', percent: 90, sent: 2, polling: false });
    await advance(2000);
    expect(percent(flow.view)).toBe(90);
    await advance(2000);
    expect(flow.view).toMatchObject({ phase: 'running', percent: 98, polling: true });
    expect(ports.status).toHaveBeenLastCalledWith(['1', '2']);
  });

  test('the creeping stops below 90 % however long the rows take', async () => {
    const { flow, ports } = setup();
    ports.create.mockImplementation(() => new Promise(() => undefined));
    flow.start(rowsOf('Иванов Иван'), true);
    await settle();
    await advance(400 * 200);
    expect(percent(flow.view)).toBe(89);
  });

  test('a failed row goes again after 3 s with the same mass_id and values', async () => {
    const { flow, ports } = setup();
    ports.create
      .mockRejectedValueOnce(new FlowCallError('', 'offline'))
      .mockResolvedValueOnce({ result: 'server_error', doc: '', filename: '' });
    flow.start(rowsOf('Иванов Иван'), true);
    await settle();
    expect(flow.view).toMatchObject({ phase: 'running', retrying: true });
    await advance(2999);
    expect(ports.create).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(ports.create).toHaveBeenCalledTimes(2);
    await advance(3000);
    expect(ports.create).toHaveBeenCalledTimes(3);
    expect(new Set(ports.create.mock.calls.map((call) => JSON.stringify(call))).size).toBe(1);
    expect(flow.view).toMatchObject({ phase: 'running', retrying: false, sent: 1 });
  });

  test(`after ${MASS_ATTEMPTS_MAX} failures of one row the run stops with the error`, async () => {
    const { flow, ports, events } = setup();
    ports.create.mockRejectedValue(new FlowCallError('Internal error'));
    flow.start(rowsOf('Иванов Иван'), true);
    await settle();
    await advance(3000 * MASS_ATTEMPTS_MAX);
    expect(ports.create).toHaveBeenCalledTimes(MASS_ATTEMPTS_MAX);
    expect(events).toEqual([{ kind: 'failed', text: 'Internal error' }]);
    expect(flow.view.phase).toBe('idle');
  });

  test('a refusal stops the run with its text; later rows are not sent', async () => {
    const { flow, ports, events } = setup();
    ports.create.mockResolvedValueOnce({
      result: 'error',
      doc: '',
      filename: '',
      error_code: 'mass_need_pro',
      error_text: 'Creating documents in bulk is available with PRO',
    });
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    await advance(10_000);
    expect(ports.create).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      {
        kind: 'refused',
        code: 'mass_need_pro',
        text: 'Creating documents in bulk is available with PRO',
      },
    ]);
  });

  test("polls every 4 s until ready, then the ready view lists each row's file", async () => {
    const { flow, ports } = setup();
    ports.status
      .mockResolvedValueOnce(status('wait', { 101: 'wait', 102: 'wait' }))
      .mockRejectedValueOnce(new FlowCallError('', 'offline'))
      .mockResolvedValueOnce(status('ready', { 101: 'ready', 102: 'ready' }));
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    await advance(1000);
    await advance(3999);
    expect(ports.status).not.toHaveBeenCalled();
    await advance(1);
    expect(ports.status).toHaveBeenCalledTimes(1);
    await advance(4000);
    expect(ports.status).toHaveBeenCalledTimes(2);
    await advance(4000);
    expect(ports.status).toHaveBeenCalledTimes(3);
    expect(flow.view).toEqual({
      phase: 'ready',
      files: [
        { row: 0, job: '101', filename: 'gramota_101', status: 'ready' },
        { row: 1, job: '102', filename: 'gramota_102', status: 'ready' },
      ],
    });
    await advance(20_000);
    expect(ports.status).toHaveBeenCalledTimes(3);
  });

  test("status 'error' ends the polling and says which files failed", async () => {
    const { flow, ports } = setup();
    ports.status.mockResolvedValueOnce(status('error', { 101: 'ready', 102: 'error' }));
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    await advance(1000 + 4000);
    expect(flow.view).toMatchObject({
      phase: 'ready',
      files: [{ status: 'ready' }, { row: 1, status: 'error' }],
    });
  });

  test('closing the progress modal stops sending and polling for good', async () => {
    const { flow, ports } = setup();
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    flow.cancel();
    await advance(60_000);
    expect(ports.create).toHaveBeenCalledTimes(1);
    expect(ports.status).not.toHaveBeenCalled();
    expect(flow.view.phase).toBe('idle');
  });
  test('names in play: the check opens with every row even without warnings, then waits', async () => {
    const { flow, ports } = setup();
    ports.prepare.mockImplementationOnce(async (run) => asWritten(run, true));
    flow.start(rowsOf('Иванов Иван', 'Петрова Анна'), true);
    await settle();
    expect(flow.view).toMatchObject({
      phase: 'warnings',
      warnings: [],
      showNames: true,
      busy: false,
    });
    expect(flow.view.phase === 'warnings' && flow.view.rows.map((row) => row.index)).toEqual([
      0, 1,
    ]);
    await advance(10_000);
    expect(ports.saveNow).not.toHaveBeenCalled();
  });

  test('each row is sent as it prints, with the gender its words follow', async () => {
    const { flow, ports } = setup();
    const genders: PupilGender[] = ['f', 'm'];
    ports.prepare.mockImplementationOnce(async (run) => ({
      rows: run.rows.map((row, index) => ({
        ...row,
        values: { 'Фамилия Имя': `${row.values['Фамилия Имя']} (дат.)` },
        gender: genders[index]!,
        genderFrom: 'name' as const,
        names: [],
      })),
      showNames: false,
    }));
    flow.start(rowsOf('Петрова Анна', 'Иванов Иван'), true);
    await settle();
    await advance(1000);
    expect(ports.create.mock.calls.map(([, values, row, gender]) => [values, row, gender])).toEqual(
      [
        [{ 'Фамилия Имя': 'Петрова Анна (дат.)' }, 0, 'f'],
        [{ 'Фамилия Имя': 'Иванов Иван (дат.)' }, 1, 'm'],
      ],
    );
  });

  test('a fix in the check: declined and checked again while the check stays open', async () => {
    const { flow, ports } = setup();
    ports.prepare.mockImplementation(async (run) => asWritten(run, true));
    flow.start(rowsOf('Саша Белых'), true);
    await settle();
    expect(ports.check).toHaveBeenLastCalledWith(expect.anything(), expect.any(Function), false);
    let answer: (run: PreparedRun) => void = () => undefined;
    ports.prepare.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const fixed = rowsOf('Саша Белых');
    fixed.rows[0]!.tableGender = 'm';
    flow.recheck(fixed);
    expect(flow.view).toMatchObject({ phase: 'warnings', busy: true });
    // "Create" waits for the check to be made again.
    flow.createAnyway();
    expect(ports.saveNow).not.toHaveBeenCalled();
    expect(ports.prepare).toHaveBeenLastCalledWith(fixed);
    answer({ ...asWritten(fixed, true), rows: [{ ...asWritten(fixed).rows[0]!, gender: 'm' }] });
    await settle();
    expect(ports.check).toHaveBeenLastCalledWith(expect.anything(), expect.any(Function), true);
    expect(flow.view).toMatchObject({ phase: 'warnings', busy: false, rows: [{ gender: 'm' }] });
    flow.createAnyway();
    await settle();
    expect(ports.create).toHaveBeenCalledWith(MASS_ID, { 'Фамилия Имя': 'Саша Белых' }, 0, 'm');
  });

  test('names that cannot be declined stop the run before anything is saved or made', async () => {
    const { flow, ports, events } = setup();
    ports.prepare.mockRejectedValueOnce(
      new FlowCallError('The names could not be read', 'decline_invalid'),
    );
    flow.start(rowsOf('Иванов Иван'), true);
    await settle();
    expect(events).toEqual([
      { kind: 'names-failed', text: 'The names could not be read', code: 'decline_invalid' },
    ]);
    expect(flow.view.phase).toBe('idle');
    expect(ports.check).not.toHaveBeenCalled();
    expect(ports.saveNow).not.toHaveBeenCalled();
  });
});

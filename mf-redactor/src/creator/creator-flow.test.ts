import type { CreatorAnswer, CreatorStatusAnswer } from '@gramota/contracts';
import { FlowCallError } from '@gramota/flow';
import { fakeDeliveryPorts } from '@gramota/delivery/testing';
import { CreatorFlow } from './creator-flow';
import type { CreatorContext, CreatorPorts } from './creator-ports';
import type { CreatorEvent, CreatorView } from './creator-view';

const answer = (extra: Partial<CreatorAnswer> = {}): CreatorAnswer => ({
  result: 'success',
  free: '0',
  doc: '77',
  filename: 'gramota_ivanu',
  timeout: 0,
  need_count: 0,
  donate_id: '',
  template_count: 1,
  is_vosh: '0',
  is_school: '0',
  ...extra,
});

const waitStatus: CreatorStatusAnswer = {
  result: 'success',
  status: 'wait',
  url: '',
  share_mobile_code: '',
};
const readyStatus = (url = '/data/doc/gramota_ivanu_77.jpg'): CreatorStatusAnswer => ({
  result: 'success',
  status: 'ready',
  url,
  share_mobile_code: 'AbC123',
});

/** Lets the ports' promises settle between timer steps. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function setup(context: Partial<CreatorContext> = {}) {
  const log: string[] = [];
  const events: CreatorEvent[] = [];
  const handedOver: string[] = [];
  /** The creator answers to give, in order; then plain successes. */
  const creates: CreatorAnswer[] = [];
  const ctx: CreatorContext = {
    loggedIn: true,
    hasEmail: true,
    proAllowed: true,
    backgroundWait: false,
    ...context,
  };
  const ports = {
    context: () => ctx,
    create: jest.fn(async (type, suffix) => {
      log.push(`create ${type}${suffix ? ` ${suffix}` : ''}`);
      return creates.shift() ?? answer();
    }),
    status: jest.fn(async () => readyStatus()),
    setStatus: jest.fn((_doc, status) => void log.push(status)),
    fetchDownload: jest.fn(async (url: string, filename: string) => () => {
      handedOver.push(`${filename} ← ${url}`);
    }),
    loadForPrint: jest.fn(async (url: string) => () => void handedOver.push(`print ${url}`)),
    ...fakeDeliveryPorts(),
  } satisfies CreatorPorts;
  const flow = new CreatorFlow({ ports, onEvent: (event) => void events.push(event) });
  const views: CreatorView[] = [];
  flow.subscribe(() => views.push(flow.view));
  return { flow, ports, log, events, handedOver, ctx, views, creates };
}

describe('the creator flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('free: counts the timeout down second by second, then polls every second until ready', async () => {
    const { flow, ports, log, handedOver, creates } = setup({ proAllowed: false });
    creates.push(answer({ free: '1', timeout: 3 }));
    ports.status.mockResolvedValueOnce(waitStatus).mockResolvedValueOnce(waitStatus);
    flow.start('export');
    await settle();
    expect(log).toEqual(['create export free']);
    expect(flow.view).toMatchObject({ phase: 'waiting', secondsLeft: 3, totalSeconds: 3 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toMatchObject({ phase: 'waiting', secondsLeft: 2 });
    await jest.advanceTimersByTimeAsync(1999);
    expect(ports.status).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    // The wait is over: the status is asked at once, then every second while it says 'wait'.
    expect(ports.status).toHaveBeenCalledTimes(1);
    expect(flow.view).toMatchObject({ phase: 'preparing' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.status).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.status).toHaveBeenCalledTimes(3);
    await settle();
    expect(log).toEqual(['create export free', 'download_start', 'download_end', 'received']);
    expect(handedOver).toEqual(['gramota_ivanu.jpg ← /data/doc/gramota_ivanu_77.jpg']);
    expect(flow.view).toMatchObject({
      phase: 'ready',
      background: false,
      file: { pdf: '/data/doc/gramota_ivanu_77.pdf' },
    });
    await jest.advanceTimersByTimeAsync(30000);
    expect(ports.status).toHaveBeenCalledTimes(3);
  });

  test('paid: no wait, the status every second, print goes to the print dialog', async () => {
    const { flow, ports, handedOver, log } = setup();
    ports.status
      .mockResolvedValueOnce(waitStatus)
      .mockResolvedValueOnce(readyStatus('/data/doc/gramota_ivanu_77.pdf'));
    flow.start('print');
    await settle();
    expect(log).toEqual(['create print']);
    expect(flow.view).toMatchObject({ phase: 'preparing' });
    await jest.advanceTimersByTimeAsync(999);
    expect(ports.status).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(ports.status).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.status).toHaveBeenCalledTimes(2);
    expect(handedOver).toEqual(['print /data/doc/gramota_ivanu_77.pdf']);
    expect(flow.view.phase).toBe('ready');
  });

  test('cancelling stops the polling for good', async () => {
    const { flow, ports } = setup();
    ports.status.mockResolvedValue(waitStatus);
    flow.start('export');
    await jest.advanceTimersByTimeAsync(3000);
    expect(ports.status).toHaveBeenCalledTimes(3);
    flow.cancel();
    await jest.advanceTimersByTimeAsync(10000);
    expect(ports.status).toHaveBeenCalledTimes(3);
    expect(flow.view.phase).toBe('idle');
  });

  test('a status error opens the bug dialog with its text', async () => {
    const { flow, ports } = setup();
    ports.status.mockResolvedValueOnce({
      ...waitStatus,
      result: 'server_error',
      status: 'error',
      error_text: 'Chromium crashed',
    });
    flow.start('export');
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toEqual({ phase: 'bug', errorText: 'Chromium crashed' });
  });

  test('the direct link shows 10 s after loading began; a failed download says ERROR', async () => {
    const { flow, ports } = setup();
    let fail: (error: Error) => void = () => undefined;
    ports.fetchDownload.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (fail = reject)),
    );
    flow.start('export');
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toMatchObject({ phase: 'loading', directLink: false });
    await jest.advanceTimersByTimeAsync(9999);
    expect(flow.view).toMatchObject({ phase: 'loading', directLink: false });
    await jest.advanceTimersByTimeAsync(1);
    expect(flow.view).toMatchObject({ phase: 'loading', directLink: true });
    fail(new Error('network'));
    await settle();
    expect(flow.view).toMatchObject({ phase: 'download-error' });
  });

  test('background wait (PRO): no dialog, banner phases, hidden 7 s after ready', async () => {
    const { flow, handedOver, views } = setup({ backgroundWait: true });
    flow.start('export');
    await settle();
    expect(flow.view).toMatchObject({ phase: 'preparing', background: true });
    await jest.advanceTimersByTimeAsync(1000);
    const phases = views.map((view) => view.phase).filter((phase, i, all) => phase !== all[i - 1]);
    expect(phases).toEqual(['starting', 'preparing', 'loading', 'ready']);
    expect(flow.view).toMatchObject({ background: true });
    expect(handedOver).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(6999);
    expect(flow.view.phase).toBe('ready');
    await jest.advanceTimersByTimeAsync(1);
    expect(flow.view.phase).toBe('idle');
  });

  test('a free file never waits in the background', async () => {
    const { flow, creates } = setup({ backgroundWait: true, proAllowed: false });
    creates.push(answer({ free: '1', timeout: 10 }));
    flow.start('export');
    await settle();
    expect(flow.view).toMatchObject({ phase: 'waiting', background: false });
  });

  test('the donate dialog enables "continue free" when its countdown ends, then re-calls with undonate', async () => {
    const { flow, log, creates } = setup({ proAllowed: false });
    creates.push(answer({ result: 'need_donate', donate_id: 'd-9' }));
    flow.start('export');
    await settle();
    expect(flow.view).toEqual({
      phase: 'need-donate',
      type: 'export',
      donateId: 'd-9',
      secondsLeft: 10,
    });
    flow.continueWithoutDonation();
    await settle();
    expect(log).toEqual(['create export free']);
    await jest.advanceTimersByTimeAsync(9000);
    expect(flow.view).toMatchObject({ secondsLeft: 1 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toMatchObject({ secondsLeft: 0 });
    flow.continueWithoutDonation();
    await settle();
    expect(log).toEqual(['create export free', 'create export undonate']);
  });

  test('need_text, need_select, time_limit, server_error and error answers', async () => {
    const { flow, events, creates } = setup();
    const results: Array<[Partial<CreatorAnswer>, unknown]> = [
      [
        { result: 'need_text', need_count: 5 },
        { phase: 'need-text', count: 5 },
      ],
      [{ result: 'need_select' }, { phase: 'need-select' }],
      [{ result: 'time_limit' }, { phase: 'time-limit' }],
      [
        { result: 'server_error', error_text: 'No Chromium' },
        { phase: 'bug', errorText: 'No Chromium' },
      ],
      [{ result: 'error', error_text: 'Only PRO' }, { phase: 'idle' }],
    ];
    for (const [extra, view] of results) {
      creates.push(answer(extra));
      flow.start('export');
      await settle();
      expect(flow.view).toEqual(view);
      flow.cancel();
    }
    expect(events).toEqual([{ kind: 'alert', text: 'Only PRO' }]);
  });

  test("the server's refusals: login for e-mail, need-PRO for mass and storage", async () => {
    const { flow, events, creates } = setup();
    creates.push(
      answer({ result: 'error', error_code: 'need_login', doc: '' }),
      answer({ result: 'error', error_code: 'mass_need_pro', doc: '' }),
      answer({ result: 'error', error_code: 'storage_need_pro', doc: '' }),
    );
    for (const type of ['send-email', 'mass', 'storage'] as const) {
      flow.start(type);
      await settle();
    }
    expect(events).toEqual([
      { kind: 'need-login', reason: 'email' },
      { kind: 'need-pro' },
      { kind: 'need-pro' },
    ]);
    expect(flow.view.phase).toBe('idle');
  });

  test('a refused call reports its text', async () => {
    const { flow, ports, events } = setup();
    ports.create.mockRejectedValueOnce(
      new FlowCallError('Recover document or folder before opening!'),
    );
    flow.start('print');
    await settle();
    expect(events).toEqual([
      { kind: 'failed', text: 'Recover document or folder before opening!' },
    ]);
    expect(flow.view.phase).toBe('idle');
  });

  test('mass needs PRO; with PRO it opens the mass creation and remembers the template count', async () => {
    const free = setup({ proAllowed: false });
    free.flow.start('mass');
    expect(free.events).toEqual([{ kind: 'need-pro' }]);
    expect(free.ports.create).not.toHaveBeenCalled();

    const pro = setup();
    // The server makes no job for mass (the rows make the files): doc is ''.
    pro.creates.push(answer({ template_count: 3, doc: '' }));
    pro.flow.start('mass');
    await settle();
    expect(pro.events).toEqual([{ kind: 'open-mass' }]);
    expect(pro.flow.getSnapshot().templateCount).toBe(3);
    expect(pro.ports.status).not.toHaveBeenCalled();
  });

  test('e-mail and storage need login first', () => {
    const { flow, events, ports } = setup({ loggedIn: false });
    flow.start('send-email');
    flow.start('storage');
    expect(events).toEqual([
      { kind: 'need-login', reason: 'email' },
      { kind: 'need-login', reason: 'storage' },
    ]);
    expect(ports.create).not.toHaveBeenCalled();
  });

  test('e-mail without an address: the form first; a refused address alerts and keeps the form', async () => {
    const { flow, ports, events } = setup({ hasEmail: false });
    flow.start('send-email');
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    ports.setEmail.mockRejectedValueOnce(new FlowCallError('Please enter a valid e-mail address'));
    await flow.submitEmail('nope');
    expect(events).toEqual([{ kind: 'alert', text: 'Please enter a valid e-mail address' }]);
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    await flow.submitEmail('teacher@school.example');
    expect(ports.setEmail).toHaveBeenLastCalledWith('teacher@school.example');
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.sendMail).toHaveBeenCalledWith('77');
    expect(events.at(-1)).toEqual({ kind: 'mail-sent', email: 'teacher@school.example' });
  });

  test('send-mail answering need_email asks for the address, then sends the same file', async () => {
    const { flow, ports, events } = setup();
    ports.sendMail.mockResolvedValueOnce({ result: 'need_email' } as never);
    flow.start('send-email');
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    await flow.submitEmail('teacher@school.example');
    await settle();
    expect(ports.create).toHaveBeenCalledTimes(1);
    expect(ports.sendMail).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'mail-sent', email: 'teacher@school.example' }]);
  });

  test('storage: added, or need_pro', async () => {
    const { flow, ports, events } = setup();
    flow.start('storage');
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.storageAdd).toHaveBeenCalledWith(['77']);
    ports.storageAdd.mockResolvedValueOnce({ result: 'need_pro' } as never);
    flow.start('storage');
    await jest.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([{ kind: 'storage-added', count: 1 }, { kind: 'need-pro' }]);
  });

  test('print order goes to where the order is completed', async () => {
    const { flow, events } = setup();
    flow.start('print-order');
    await jest.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([{ kind: 'navigate', url: '/app/pay/print/' }]);
  });

  test('share to mobile shows the share code', async () => {
    const { flow } = setup();
    flow.start('share-mobile');
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toMatchObject({ phase: 'share-mobile', code: 'AbC123' });
  });

  test('a made file is handed to the delivery flow by its id; its views are the flow\u2019s own', async () => {
    const { flow, ports, events } = setup();
    ports.telegramSend.mockResolvedValueOnce({
      result: 'success',
      status: 'need-connect',
      code: 'K7Q2',
      link: 'https://t.me/gramota_bot?start=K7Q2',
    });
    flow.start('telegram');
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.telegramSend).toHaveBeenCalledWith(['77']);
    expect(flow.view).toEqual({
      phase: 'telegram-connect',
      code: 'K7Q2',
      link: 'https://t.me/gramota_bot?start=K7Q2',
      connected: false,
    });
    // Closing the dialog cancels the creator flow and the delivery's polling with it.
    flow.cancel();
    await jest.advanceTimersByTimeAsync(10000);
    expect(ports.telegramConnected).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  test('send-mail answering wait: the status is asked again, then the file is sent', async () => {
    const { flow, ports, events } = setup();
    ports.sendMail.mockResolvedValueOnce({ result: 'wait' } as never);
    flow.start('send-email');
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.view).toMatchObject({ phase: 'preparing', type: 'send-email' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.status).toHaveBeenCalledTimes(2);
    expect(ports.sendMail).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'mail-sent', email: 'teacher@school.example' }]);
  });

  test('dispose clears every timer', async () => {
    const { flow, creates } = setup({ proAllowed: false });
    creates.push(answer({ free: '1', timeout: 10 }));
    flow.start('export');
    await settle();
    flow.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });
});

import { FlowCallError } from '@gramota/flow';
import { DeliveryFlow } from './delivery-flow';
import { fakeDeliveryPorts } from './testing';
import type { DeliveryContext, DeliveryPorts } from './delivery-ports';
import type { DeliveryEvent } from './delivery-view';

const paid = (id: string) => ({ id, free: false });

function setup(context: Partial<DeliveryContext> = {}) {
  const events: DeliveryEvent[] = [];
  const ctx: DeliveryContext = { loggedIn: true, hasEmail: true, ...context };
  const ports = { context: () => ctx, ...fakeDeliveryPorts() } satisfies DeliveryPorts;
  const flow = new DeliveryFlow({ ports, onEvent: (event) => void events.push(event) });
  return { flow, ports, events, ctx };
}

describe('the delivery flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('e-mail: one file to the account address', async () => {
    const { flow, ports, events } = setup();
    flow.start('send-email', [paid('13')]);
    expect(flow.view).toEqual({ phase: 'sending', type: 'send-email' });
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.sendMail).toHaveBeenCalledWith('13');
    expect(events).toEqual([{ kind: 'mail-sent', email: 'teacher@school.example' }]);
    expect(flow.view.phase).toBe('idle');
  });

  test('e-mail: one file only, and a guest logs in first; nothing is called', () => {
    const { flow, ports, events } = setup({ loggedIn: false });
    flow.start('send-email', [paid('12'), paid('13')]);
    flow.start('send-email', [paid('13')]);
    flow.start('storage', [paid('13')]);
    expect(events).toEqual([
      { kind: 'one-file-only' },
      { kind: 'need-login', reason: 'email' },
      { kind: 'need-login', reason: 'storage' },
    ]);
    expect(ports.sendMail).not.toHaveBeenCalled();
    expect(ports.storageAdd).not.toHaveBeenCalled();
  });

  test('e-mail: need_login and an error answer with its text', async () => {
    const { flow, ports, events } = setup();
    ports.sendMail
      .mockResolvedValueOnce({ result: 'need_login' } as never)
      .mockResolvedValueOnce({ result: 'error', error_text: 'Mail server down' } as never);
    flow.start('send-email', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    flow.start('send-email', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { kind: 'need-login', reason: 'email' },
      { kind: 'alert', text: 'Mail server down' },
    ]);
  });

  test('e-mail without an address: the form; a refused address keeps it; then the file goes', async () => {
    const { flow, ports, events } = setup({ hasEmail: false });
    flow.start('send-email', [paid('13')]);
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    ports.setEmail.mockRejectedValueOnce(new FlowCallError('Wrong address'));
    await flow.submitEmail('bad');
    expect(events).toEqual([{ kind: 'alert', text: 'Wrong address' }]);
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    await flow.submitEmail('me@school.example');
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.setEmail).toHaveBeenLastCalledWith('me@school.example');
    expect(ports.sendMail).toHaveBeenCalledWith('13');
    expect(events.at(-1)).toEqual({ kind: 'mail-sent', email: 'teacher@school.example' });
  });

  test('send-mail answering need_email: the form, then the same file; wait is reported', async () => {
    const { flow, ports, events } = setup();
    ports.sendMail
      .mockResolvedValueOnce({ result: 'need_email' } as never)
      .mockResolvedValueOnce({ result: 'wait' } as never);
    flow.start('send-email', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(flow.view).toEqual({ phase: 'need-email', busy: false });
    await flow.submitEmail('me@school.example');
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.sendMail.mock.calls).toEqual([['13'], ['13']]);
    expect(events).toEqual([{ kind: 'file-wait', file: '13' }]);
  });

  test('storage: the files are added; need_pro; a free file is refused without a call', async () => {
    const { flow, ports, events } = setup();
    flow.start('storage', [paid('12'), paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.storageAdd).toHaveBeenCalledWith(['12', '13']);
    ports.storageAdd.mockResolvedValueOnce({ result: 'need_pro' } as never);
    flow.start('storage', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    flow.start('storage', [paid('13'), { id: '12', free: true }]);
    expect(ports.storageAdd).toHaveBeenCalledTimes(2);
    expect(events).toEqual([
      { kind: 'storage-added', count: 2 },
      { kind: 'need-pro' },
      { kind: 'need-pro' },
    ]);
  });

  test('print order goes to where the order is completed', async () => {
    const { flow, ports, events } = setup();
    flow.start('print-order', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.printOrderAdd).toHaveBeenCalledWith(['13']);
    expect(events).toEqual([{ kind: 'navigate', url: '/app/pay/print/' }]);
  });

  test('a failed call reports its text and code', async () => {
    const { flow, ports, events } = setup();
    ports.printOrderAdd.mockRejectedValueOnce(new FlowCallError('Not found', 'not_found'));
    flow.start('print-order', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ kind: 'failed', text: 'Not found', code: 'not_found' }]);
  });

  test('telegram need-connect: the code, polled every 2 s, sent 2 s after the connection', async () => {
    const { flow, ports, events } = setup();
    ports.telegramSend.mockResolvedValueOnce({
      result: 'success',
      status: 'need-connect',
      code: 'K7Q2',
      link: 'https://t.me/gramota_bot?start=K7Q2',
    });
    ports.telegramConnected.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    flow.start('telegram', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(flow.view).toEqual({
      phase: 'telegram-connect',
      code: 'K7Q2',
      link: 'https://t.me/gramota_bot?start=K7Q2',
      connected: false,
    });
    await jest.advanceTimersByTimeAsync(1999);
    expect(ports.telegramConnected).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(ports.telegramConnected).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(ports.telegramConnected).toHaveBeenCalledTimes(2);
    expect(flow.view).toMatchObject({ connected: true });
    expect(ports.telegramSend).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1999);
    expect(ports.telegramSend).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(ports.telegramSend).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'telegram-sent', count: 1 }]);
    expect(flow.view.phase).toBe('idle');
  });

  test('telegram: closing the dialog stops the polling for good', async () => {
    const { flow, ports, events } = setup();
    ports.telegramSend.mockResolvedValueOnce({
      result: 'success',
      status: 'need-connect',
      code: 'K7Q2',
      link: 'https://t.me/gramota_bot?start=K7Q2',
    });
    flow.start('telegram', [paid('12'), paid('13')]);
    await jest.advanceTimersByTimeAsync(4000);
    expect(ports.telegramConnected).toHaveBeenCalledTimes(2);
    flow.cancel();
    await jest.advanceTimersByTimeAsync(20000);
    expect(ports.telegramConnected).toHaveBeenCalledTimes(2);
    expect(flow.view.phase).toBe('idle');
    expect(events).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('cloud disk: the popup is watched every second until closed, then the disk is asked', async () => {
    const { flow, ports, events } = setup();
    const popup = { closed: false };
    ports.openPopup.mockReturnValueOnce(popup);
    ports.yadiskSend.mockResolvedValueOnce({
      result: 'success',
      status: 'need-connect',
      auth_url: 'https://oauth.yandex.example/authorize?x=1',
    });
    flow.start('yadisk', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(ports.openPopup).toHaveBeenCalledWith('https://oauth.yandex.example/authorize?x=1');
    expect(flow.view).toMatchObject({ phase: 'yadisk-connect', blocked: false });
    await jest.advanceTimersByTimeAsync(3000);
    expect(ports.yadiskConnected).not.toHaveBeenCalled();
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(1000);
    expect(ports.yadiskConnected).toHaveBeenCalledTimes(1);
    expect(ports.yadiskSend).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ kind: 'yadisk-sent', count: 1 }]);
  });

  test('cloud disk: rights not granted; a blocked popup waits for the click on the link', async () => {
    const { flow, ports, events } = setup();
    ports.yadiskSend.mockResolvedValue({
      result: 'success',
      status: 'need-connect',
      auth_url: 'https://oauth.yandex.example/authorize',
    });
    ports.yadiskConnected.mockResolvedValue(false);
    flow.start('yadisk', [paid('13')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(flow.view).toMatchObject({ phase: 'yadisk-connect', blocked: true });
    await jest.advanceTimersByTimeAsync(5000);
    expect(ports.yadiskConnected).not.toHaveBeenCalled();
    ports.openPopup.mockReturnValueOnce({ closed: true });
    flow.openBlockedPopup();
    await jest.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([{ kind: 'rights-not-granted' }]);
    expect(ports.yadiskSend).toHaveBeenCalledTimes(1);
  });
});

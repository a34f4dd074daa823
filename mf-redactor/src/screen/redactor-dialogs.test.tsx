import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { docData, getDocText, triggersAnswer } from '../test-support/answers';
import { rawOf } from '../test-support/fake-editor';
import { redactorServer as server, unmountAndSettle } from '../test-support/redactor-server';
import { renderRedactor } from '../test-support/render-redactor';
import RedactorScreen from './redactor-screen.component';
import { onNarrowScreen } from '../test-support/narrow-screen';

jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'));

const saved = JSON.stringify(rawOf('Текст'));

const templateSet = {
  result: 'success',
  img_redactor: '/data/templates/ru-102-0-bg.jpg',
  padding: '80 70 80 70',
  pro: '0',
  format: 'a5',
  title_index: 0,
  title_movable_gallery: '',
  is_title_movable: '0',
  titles_margin: '',
  titles_float: '0|0',
  wlogo: '0',
  logo: '',
};

/** What the embedded gallery posts when a card is chosen (mf-docs frame-messages.ts). */
function chooseInFrame(templateId: string) {
  const frame = screen.getByTestId('template-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'gramota:template-selected', id: templateId },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe("the editor screen's dialogs", () => {
  let api: ReturnType<typeof server>;
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  test('verification: turned on for this document, the page shows where the ID and QR code print', async () => {
    let stored = { on: false, place: 'bottom-right', qr: true };
    api = server([200, getDocText(docData({ content_raw: saved }))], (call) => {
      if (call.path !== '/api/verify-choice/42/') return undefined;
      if (call.method === 'POST') stored = call.body as typeof stored;
      return [
        200,
        { result: 'success', choice: stored, source: call.method === 'POST' ? 'doc' : 'account' },
      ];
    });
    const { renderModal } = renderRedactor(<RedactorScreen />);
    await screen.findAllByTestId('page');
    expect(screen.queryByTestId('verify-mark-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('verify-choice'));
    const { close } = renderModal();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Print a verification number and QR code' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Where to print it' }), {
      target: { value: 'top-left' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(stored).toEqual({ on: true, place: 'top-left', qr: true });
    const mark = await screen.findByTestId('verify-mark-preview');
    expect(mark.getAttribute('data-place')).toBe('top-left');
    // 6 mm from the top left corner of an A4 page drawn 800 px wide.
    expect(parseFloat(mark.style.left)).toBeCloseTo((6 * 800) / 210, 6);
    expect(parseFloat(mark.style.top)).toBeCloseTo((6 * 800) / 210, 6);
  });

  test('page settings: margins typed in cm change the page; the title gallery picks the title', async () => {
    api = server([
      200,
      getDocText(
        docData({
          content_raw: saved,
          is_title_movable: '1',
          title_movable_gallery: '/data/t/one.png;;/data/t/two.png',
          titles_margin: '40',
          titles_float: '0|0',
        }),
      ),
    ]);
    const { renderModal } = renderRedactor(<RedactorScreen />);
    expect((await screen.findByTestId('page-title')).getAttribute('srcset')).toBe(
      '/data/t/one.png 2x',
    );
    fireEvent.click(screen.getByTestId('page-settings'));
    const { close } = renderModal();
    expect((screen.getByLabelText('Left') as HTMLInputElement).value).toBe('1.58');
    fireEvent.change(screen.getByLabelText('Left'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'a5' } });
    fireEvent.click(screen.getByAltText('Title option 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(close).toHaveBeenCalled();
    const page = screen.getAllByTestId('page')[0]!;
    expect(page.style.getPropertyValue('--gr-pad-left')).toBe('76.19px');
    expect(page.style.getPropertyValue('--gr-page-height')).toBe('1136px');
    expect(screen.getAllByTestId('page-title')[0]!.getAttribute('srcset')).toBe(
      '/data/t/two.png 2x',
    );
  });

  test('page settings refuse a margin that is not a number', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('page-settings'));
    const { close } = renderModal();
    fireEvent.change(screen.getByLabelText('Top'), { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a number');
  });

  test('change template: the gallery in a frame, set-template, the new page applied', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))], (call) =>
      call.path === '/api/set-template/42/ru%3A102%3A0/' ? [200, templateSet] : undefined,
    );
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('change-template'));
    const { close } = renderModal();
    expect(screen.getByTestId('template-frame').getAttribute('src')).toBe(
      '/app/templates/?embed=true&do=select-template&doc=42',
    );
    chooseInFrame('ru:102:0');
    expect(close).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getAllByTestId('page')[0]!.style.getPropertyValue('--gr-page-height')).toBe(
        '1136px',
      ),
    );
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual(['Template changed']);
  });

  test('a message from elsewhere is ignored', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { renderModal } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('change-template'));
    const { close } = renderModal();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'gramota:template-selected', id: 'ru:102:0' },
          origin: 'https://elsewhere.example',
        }),
      );
    });
    expect(close).not.toHaveBeenCalled();
  });

  test('leaving a PRO document for a template not bought asks first; workshop-pay asks to pay', async () => {
    api = server([200, getDocText(docData({ content_raw: saved, pro: '1' }))], (call) => {
      if (call.path === '/api/redactor-triggers-modal/42/')
        return [200, triggersAnswer({ doc_pro_allowed: '1' })];
      if (call.path === '/api/login-check/')
        return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }];
      if (call.path.startsWith('/api/templates-get/'))
        return [200, { result: 'success', types: {}, my: {}, workshop: {} }];
      if (call.path === '/api/set-template/42/ru%3A205%3A0/')
        return [200, { result: 'workshop-pay' }];
      return undefined;
    });
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    await act(async () => {
      const { api: storeApi } = await import('@gramota/store');
      await shellApi.store.dispatch(storeApi.endpoints.loginCheck.initiate());
    });
    fireEvent.click(await screen.findByTestId('change-template'));
    renderModal();
    chooseInFrame('ru:205:0');
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(2));
    expect(api.paths()).toContain('/api/templates-get/all/1/k1/');
    expect(shellApi.calls.modals[1]?.props).toMatchObject({
      text: expect.stringContaining('not purchased'),
    });
    renderModal();
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(shellApi.calls.modals).toHaveLength(3));
    expect(shellApi.calls.modals[2]?.title).toBe('Workshop payment needed');
  });

  test('banners collapse and the choice is kept in the settings', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))], (call) => {
      if (call.path === '/api/redactor-triggers-modal/42/')
        return [200, triggersAnswer({ is_unlimit: '1' })];
      if (call.path === '/api/profile-set-settings/') return [200, { result: 'success' }];
      return undefined;
    });
    renderRedactor(<RedactorScreen />);
    const banner = await screen.findByTestId('banner-unlimit');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(banner.dataset.collapsed).toBe('true');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/profile-set-settings/')?.body).toEqual({
        settings: JSON.stringify({ unlimit_redactor_hide: true }),
      }),
    );
  });

  test('the grey PRO badge opens the PRO features with a way to the template’s PRO invoice', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    const badge = await screen.findByTestId('pro-badge');
    expect(badge.dataset.pro).toBe('false');
    fireEvent.click(badge);
    const { close } = renderModal();
    fireEvent.click(screen.getByRole('link', { name: 'Get PRO' }));
    expect(close).toHaveBeenCalled();
    expect(shellApi.calls.navigate).toEqual(['/app/invoice/template/ru-101-0/42/pro/']);
  });

  test('Help opens the editor help page in the shell’s help modal', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('help'));
    expect(shellApi.calls.help).toEqual(['/app/help/redactor/']);
    expect(shellApi.calls.modals).toHaveLength(0);
  });

  test('e-mail needs login: a visitor is sent to log in first', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('creator-send-email'));
    expect(shellApi.calls.requireLogin).toEqual([{ reason: 'email' }]);
    expect(api.paths().some((path) => path.startsWith('/api/creator/'))).toBe(false);
  });
});

describe('on a narrow screen', () => {
  let api: ReturnType<typeof server>;
  onNarrowScreen();
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  test('the mobile toolbar, zoom buttons within the limits and the edit menu', async () => {
    api = server([200, getDocText(docData({ content_raw: saved }))]);
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    const zoomIn = await screen.findByTestId('zoom-in');
    // jsdom has no layout: the page "fits" at 1.
    expect(screen.getByTestId('zoom-value').textContent).toBe('100 %');
    fireEvent.click(zoomIn);
    expect(screen.getByTestId('zoom-value').textContent).toBe('120 %');
    for (let press = 0; press < 10; press += 1) fireEvent.click(screen.getByTestId('zoom-in'));
    expect(screen.getByTestId('zoom-value').textContent).toBe('200 %');
    expect((screen.getByTestId('zoom-in') as HTMLButtonElement).disabled).toBe(true);
    const { providerProps } = jest.requireActual('../test-support/fake-editor');
    expect(providerProps.at(-1).mobile).toBe(true);

    fireEvent.click(screen.getByTestId('mobile-editor'));
    renderModal();
    expect(shellApi.calls.modals[0]?.title).toBe('Edit');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api as storeApi, selectIsLoggedIn, useAppSelector } from '@gramota/store';
import { docData, getDocText, triggersAnswer } from '../test-support/answers';
import {
  docSets,
  redactorServer as server,
  unmountAndSettle,
} from '../test-support/redactor-server';
import { renderRedactor } from '../test-support/render-redactor';
import { paragraphMarginCalls, providerProps, rawOf } from '../test-support/fake-editor';
import RedactorScreen from './redactor-screen.component';

jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'));

describe('the editor screen', () => {
  let api: ReturnType<typeof server>;
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  test("loads the document and draws the page at its format's height, with the ruler", async () => {
    api = server([200, getDocText(docData({ format: 'a5' }))]);
    renderRedactor(<RedactorScreen />);
    const page = await screen.findByTestId('page');
    expect(page.classList.contains('gr-doc-page')).toBe(true);
    // A5 is 148 × 210 mm: 800 px wide, 1136 px tall.
    expect(page.style.getPropertyValue('--gr-page-height')).toBe('1136px');
    expect(page.style.getPropertyValue('--gr-pad-left')).toBe('60px');
    expect(page.querySelector('.gr-doc-content [data-testid="editor-surface"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Грамота Ивану' })).toBeTruthy();
    expect(screen.getByTestId('save-indicator').dataset.state).toBe('idle');
    expect(screen.getByTestId('ruler-page-left').getAttribute('aria-valuenow')).toBe('-340');
    expect(screen.getByTestId('ruler-page-right').getAttribute('aria-valuenow')).toBe('340');
    expect(api.paths()).toContain('/api/redactor-triggers-modal/42/');
  });

  test('the ruler is hidden for landscape A4', async () => {
    api = server([200, getDocText(docData({ format: 'a4h' }))]);
    renderRedactor(<RedactorScreen />);
    const page = await screen.findByTestId('page');
    expect(page.style.getPropertyValue('--gr-page-height')).toBe('566px');
    expect(screen.queryByTestId('ruler')).toBeNull();
  });

  test('forbidden sends the visitor to log in and back', async () => {
    api = server([403, 'forbidden']);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    await waitFor(() => expect(shellApi.calls.requireLogin).toEqual([{ reason: 'document' }]));
    expect(screen.queryByTestId('page')).toBeNull();
  });

  test('a signed-in teacher whose document is gone, not theirs or mistyped returns to My documents with a message', async () => {
    api = server([403, 'forbidden'], (call) =>
      call.path === '/api/login-check/'
        ? [200, { result: 'success', login: true, user_key: 'k1', is_access: 'false' }]
        : undefined,
    );
    // The shell knows who is signed in before it mounts the editor.
    function SignedIn() {
      return useAppSelector(selectIsLoggedIn) ? <RedactorScreen /> : null;
    }
    const { shellApi } = renderRedactor(<SignedIn />);
    await act(async () => {
      await shellApi.store.dispatch(storeApi.endpoints.loginCheck.initiate());
    });
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/docs/']));
    expect(shellApi.calls.requireLogin).toEqual([]);
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Document not found: it was deleted, belongs to another user, or the address has a typo',
    ]);
  });

  test('a failed load returns to My documents', async () => {
    api = server([500, { result: 'error', error_code: 'internal', error_text: 'Boom' }]);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/docs/']));
  });

  test('a document in the trash asks to recover it first and goes to the trash', async () => {
    api = server([200, getDocText(docData({ trash: '1' }))]);
    const { shellApi } = renderRedactor(<RedactorScreen />);
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/docs/trash/']));
    expect(shellApi.calls.toasts.map((toast) => toast.text)).toEqual([
      'Recover document or folder before opening!',
    ]);
  });

  test('typing is saved at the next autosave tick; nothing is sent while nothing changed', async () => {
    jest.useFakeTimers();
    api = server([
      200,
      getDocText(docData({ content_raw: JSON.stringify(rawOf('Награждается')) })),
    ]);
    renderRedactor(<RedactorScreen />);
    const text = await screen.findByRole('textbox', { name: 'Document text' });
    await act(() => jest.advanceTimersByTimeAsync(10000));
    expect(docSets(api.calls)).toEqual([]);

    fireEvent.change(text, { target: { value: 'Награждается Иван' } });
    await act(() => jest.advanceTimersByTimeAsync(5000));
    const [saved] = docSets(api.calls);
    expect(JSON.parse(saved!.content!).blocks[0].text).toBe('Награждается Иван');
    expect(saved).toMatchObject({
      font: 'Philosopher',
      padding: '60 60 60 60',
      format: 'a4',
      titles_float: '0|0',
      fields_redactor: '0',
      values: '{}',
    });
    expect(screen.getByTestId('save-indicator').dataset.state).toBe('saving');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('save-indicator').dataset.state).toBe('saved');
    expect(screen.getByTestId('save-indicator').textContent).toBe('All changes saved');
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId('save-indicator').dataset.state).toBe('idle');
  });

  test('a never-saved document is read from its HTML without counting as a change', async () => {
    jest.useFakeTimers();
    api = server([200, getDocText(docData(), '<p>Похвальный лист</p>')]);
    const { unmount } = renderRedactor(<RedactorScreen />);
    await screen.findByText('Похвальный лист', { selector: 'p' });
    await act(() => jest.advanceTimersByTimeAsync(10000));
    unmount();
    expect(docSets(api.calls)).toEqual([]);
  });

  test('fields mode of a never-saved document saves the values with the unfilled content', async () => {
    api = server([
      200,
      getDocText(
        docData({
          fields_redactor: '1',
          fields: [{ type: 'variable', id: 'name', title: 'Pupil', default: 'Ivan' }],
          values: { name: 'Ivan' },
        }),
        '<p>Awarded to %name%</p>',
      ),
    ]);
    const { unmount } = renderRedactor(<RedactorScreen />);
    fireEvent.change(await screen.findByLabelText('Pupil'), { target: { value: 'Maria' } });
    await waitFor(() =>
      expect(screen.getByTestId('fields-preview').textContent).toContain('Awarded to Maria'),
    );
    unmount();
    await waitFor(() => expect(docSets(api.calls)).toHaveLength(1));
    const [saved] = docSets(api.calls);
    expect(JSON.parse(saved!.content!).blocks[0].text).toBe('Awarded to %name%');
    expect(JSON.parse(saved!.values!)).toEqual({ name: 'Maria' });
    expect(saved!.fields_redactor).toBe('1');
  });

  test('the page margin handles move by 5 px with the arrow keys; leaving saves at once', async () => {
    api = server([200, getDocText(docData({ content_raw: JSON.stringify(rawOf('Текст')) }))]);
    const { unmount } = renderRedactor(<RedactorScreen />);
    const left = await screen.findByTestId('ruler-page-left');
    fireEvent.keyDown(left, { key: 'ArrowRight' });
    expect(left.getAttribute('aria-valuenow')).toBe('-335');
    expect((await screen.findByTestId('page')).style.getPropertyValue('--gr-pad-left')).toBe(
      '65px',
    );
    unmount();
    await waitFor(() => expect(docSets(api.calls)).toHaveLength(1));
    expect(docSets(api.calls)[0]?.padding).toBe('60 60 60 65');
  });

  test('a hidden page sends its unsaved changes with fetch keepalive and the anti-CSRF header', async () => {
    api = server([200, getDocText(docData({ content_raw: JSON.stringify(rawOf('Текст')) }))]);
    const globals = globalThis as unknown as {
      Request: new (url: string, init?: RequestInit) => unknown;
    };
    const FakeRequest = globals.Request;
    const inits: RequestInit[] = [];
    globals.Request = class extends (
      (FakeRequest as new (url: string, init?: RequestInit) => object)
    ) {
      constructor(url: string, init: RequestInit = {}) {
        super(url, init);
        inits.push(init);
      }
    };
    renderRedactor(<RedactorScreen />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Document text' }), {
      target: { value: 'Текст до закрытия' },
    });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await waitFor(() => expect(docSets(api.calls)).toHaveLength(1));
    const init = inits.find((one) => one.keepalive !== undefined);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(docSets(api.calls)[0]!.content!).blocks[0].text).toBe('Текст до закрытия');
    // 'saved' shows no sooner than savedTextAfterMs (1 s) after the save began: waitFor's default
    // second left no room on a loaded machine (it failed once in CI).
    await waitFor(() => expect(screen.getByTestId('save-indicator').dataset.state).toBe('saved'), {
      timeout: 5_000,
    });
  });

  test("the paragraph handles set the active paragraph's margins in the editor", async () => {
    paragraphMarginCalls.length = 0;
    api = server([200, getDocText(docData({ content_raw: JSON.stringify(rawOf('Текст')) }))]);
    renderRedactor(<RedactorScreen />);
    const handle = await screen.findByTestId('ruler-paragraph-left');
    fireEvent.keyDown(handle, { key: 'PageUp' });
    expect(paragraphMarginCalls).toEqual([[50, 0]]);
  });

  test('fields mode: a form of permanent and variable fields with a live read-only preview', async () => {
    api = server([
      200,
      getDocText(
        docData({
          fields_redactor: '1',
          fields: [
            { type: 'permanent', id: 'school', title: 'School', default: 'School 5' },
            { type: 'variable', id: 'name', title: 'Pupil', default: 'Ivan' },
          ],
          values: { school: 'School 5', name: 'Ivan' },
          content_raw: JSON.stringify(rawOf('Awarded to %name%', '%school%')),
        }),
      ),
    ]);
    renderRedactor(<RedactorScreen />);
    const form = await screen.findByTestId('fields-form');
    expect(form.querySelectorAll('fieldset')).toHaveLength(2);
    const preview = screen.getByTestId('fields-preview');
    expect(preview.textContent).toContain('Awarded to Ivan');
    expect(preview.querySelector('[data-readonly="true"]')).not.toBeNull();
    expect(screen.queryByTestId('ruler')).toBeNull();

    fireEvent.change(screen.getByLabelText('Pupil'), { target: { value: 'Maria' } });
    await waitFor(() => expect(preview.textContent).toContain('Awarded to Maria'));
    expect(preview.textContent).toContain('School 5');
    expect(preview.textContent).not.toContain('%name%');
  });

  test('fields mode switches to template editing with a warning and back', async () => {
    api = server([
      200,
      getDocText(
        docData({
          fields_redactor: '1',
          fields: [{ type: 'variable', id: 'name', title: 'Pupil', default: 'Ivan' }],
          values: { name: 'Ivan' },
          content_raw: JSON.stringify(rawOf('Awarded to %name%')),
        }),
      ),
    ]);
    renderRedactor(<RedactorScreen />);
    fireEvent.click(await screen.findByTestId('fields-switch'));
    expect(screen.getByTestId('template-editing-banner')).toBeTruthy();
    expect(screen.queryByTestId('fields-form')).toBeNull();
    expect(screen.getByTestId('editor-surface').textContent).toContain('Awarded to %name%');
    fireEvent.click(screen.getByTestId('fields-switch'));
    expect(await screen.findByTestId('fields-form')).toBeTruthy();
  });

  test('the admin default route has no fields mode', async () => {
    api = server([
      200,
      getDocText(
        docData({
          fields_redactor: '1',
          fields: [{ type: 'variable', id: 'name', title: 'Pupil', default: 'Ivan' }],
          content_raw: JSON.stringify(rawOf('Awarded to %name%')),
        }),
      ),
    ]);
    renderRedactor(<RedactorScreen />, { at: '/app/redactor/42/admin-default/ru:101:0' });
    expect(await screen.findByTestId('editor-surface')).toBeTruthy();
    expect(screen.queryByTestId('fields-form')).toBeNull();
    expect(screen.queryByTestId('template-editing-banner')).toBeNull();
  });

  test('clear: after "Clear the document?" doc-clear runs and the document loads again', async () => {
    let version = 0;
    api = server([200, ''], (call) => {
      if (call.path === '/api/get-doc/42/') {
        version += 1;
        const text = version === 1 ? 'Old text' : 'Template text';
        return [200, getDocText(docData({ content_raw: JSON.stringify(rawOf(text)) }))];
      }
      if (call.path === '/api/doc-clear/42/') return [200, { result: 'success' }];
      return undefined;
    });
    const { shellApi, renderModal } = renderRedactor(<RedactorScreen />);
    await screen.findByText('Old text', { selector: 'p' });
    fireEvent.click(screen.getByTestId('clear-doc'));
    expect(shellApi.calls.modals[0]).toMatchObject({ props: { text: 'Clear the document?' } });
    renderModal();
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('Template text', { selector: 'p' })).toBeTruthy();
    expect(api.paths().filter((path) => path === '/api/doc-clear/42/')).toHaveLength(1);
    expect(docSets(api.calls)).toEqual([]);
  });

  test('a free document shows the grey PRO badge; a PRO one the coloured one, and the editor knows', async () => {
    api = server([200, getDocText(docData())], (call) =>
      call.path === '/api/redactor-triggers-modal/42/'
        ? [200, triggersAnswer({ doc_pro_allowed: '1', is_school: '1' })]
        : undefined,
    );
    renderRedactor(<RedactorScreen />);
    const badge = await screen.findByTestId('pro-badge');
    expect(badge.dataset.pro).toBe('true');
    expect(providerProps.at(-1)?.proAllowed).toBe(true);
    expect(screen.getByTestId('banner-school').dataset.collapsed).toBe('false');
  });

  test('?template= from the gallery switches the template on open and leaves the address', async () => {
    api = server([200, getDocText(docData())], (call) =>
      call.path === '/api/set-template/42/ru%3A102%3A0/'
        ? [
            200,
            {
              result: 'success',
              img_redactor: '/data/templates/ru-102-0-bg.jpg',
              padding: '80 70 80 70',
              pro: '0',
              format: 'a4h',
              title_index: 0,
              title_movable_gallery: '',
              is_title_movable: '0',
              titles_margin: '',
              titles_float: '0|0',
              wlogo: '0',
              logo: '',
            },
          ]
        : undefined,
    );
    renderRedactor(<RedactorScreen />, { at: '/app/redactor/42/?template=ru-102-0' });
    await waitFor(() =>
      expect(screen.getByTestId('page').style.getPropertyValue('--gr-page-height')).toBe('566px'),
    );
    // The template goes in the path, as seed 001 §7 writes the call.
    expect(api.calls.some((one) => one.path === '/api/set-template/42/ru%3A102%3A0/')).toBe(true);
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('page').style.getPropertyValue('--gr-pad-left')).toBe('70px');
  });
});

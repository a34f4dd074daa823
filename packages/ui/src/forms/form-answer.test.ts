import { interpretFormAnswer } from './form-answer';
import { FORM_ANSWER_ACTIONS } from './form-answer-actions';
import { runFormEffects } from './form-effects';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('interpretFormAnswer: success (seed 000 §7)', () => {
  test('a bare success closes the modal; modal-close false keeps it open', () => {
    expect(interpretFormAnswer({ result: 'success' })).toEqual([{ kind: 'close-modal' }]);
    expect(interpretFormAnswer({ result: 'success', 'modal-close': 'false' })).toEqual([]);
    expect(interpretFormAnswer({ result: 'success', 'modal-close': false })).toEqual([]);
  });

  test('location is pushed, or reloads the app or the page', () => {
    const base = { result: 'success', 'modal-close': 'false', location: '/app/docs/' };
    expect(interpretFormAnswer(base)).toEqual([{ kind: 'navigate', url: '/app/docs/' }]);
    expect(interpretFormAnswer({ ...base, app_reload: true })).toEqual([
      { kind: 'reload-app', url: '/app/docs/' },
    ]);
    expect(interpretFormAnswer({ ...base, page_reload: 'true' })).toEqual([
      { kind: 'reload-page', url: '/app/docs/' },
    ]);
  });

  test('url with container loads that url into the container', () => {
    expect(
      interpretFormAnswer({ result: 'success', url: '/app/ready/', container: '#list' }),
    ).toEqual([
      { kind: 'close-modal' },
      { kind: 'load-into', url: '/app/ready/', container: '#list' },
    ]);
  });

  test('a function from the fixed list becomes that action, before going elsewhere', () => {
    expect(
      interpretFormAnswer({ result: 'success', function: 'refresh-list', location: '/app/' }),
    ).toEqual([
      { kind: 'close-modal' },
      { kind: 'action', action: 'refresh-list' },
      { kind: 'navigate', url: '/app/' },
    ]);
  });

  test('an unknown function is ignored and logged with console.warn, never run', () => {
    const script = 'alert(document.cookie)';
    expect(
      interpretFormAnswer({ result: 'success', 'modal-close': 'false', function: script }),
    ).toEqual([]);
    expect(
      interpretFormAnswer({ result: 'success', 'modal-close': 'false', function: { a: 1 } }),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[form answer] ignored unknown function:', script);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('addresses outside the site are ignored: another host, //host, javascript:', () => {
    for (const location of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/\\evil',
    ])
      expect(interpretFormAnswer({ result: 'success', 'modal-close': 'false', location })).toEqual(
        [],
      );
    expect(
      interpretFormAnswer({
        result: 'success',
        'modal-close': 'false',
        url: 'javascript:x',
        container: '#a',
      }),
    ).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('interpretFormAnswer: errors (seed 000 §7, §8)', () => {
  test('name + tooltip mark the field; alert-text is an alert', () => {
    expect(
      interpretFormAnswer({
        result: 'error',
        error_code: 'name_empty',
        error_text: 'Enter a name',
        name: 'name',
        tooltip: 'Enter a name',
        'alert-text': 'Check the form',
      }),
    ).toEqual([
      { kind: 'field-error', name: 'name', text: 'Enter a name', code: 'name_empty' },
      { kind: 'alert', text: 'Check the form', code: null },
    ]);
  });

  test('alert-text without a field is shown as written, not as the code translation', () => {
    expect(
      interpretFormAnswer({
        result: 'error',
        error_code: 'not_found',
        error_text: 'Not found',
        'alert-text': 'The folder is gone',
      }),
    ).toEqual([{ kind: 'alert', text: 'The folder is gone', code: null }]);
  });

  test('with neither field nor alert-text, error_text is the alert', () => {
    expect(
      interpretFormAnswer({ result: 'error', error_code: 'not_found', error_text: 'Not found' }),
    ).toEqual([{ kind: 'alert', text: 'Not found', code: 'not_found' }]);
  });

  test('an answer that is not a form answer is ignored and logged', () => {
    expect(interpretFormAnswer('<div>html</div>')).toEqual([]);
    expect(interpretFormAnswer({ result: 'maybe' })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('runFormEffects', () => {
  test('each effect reaches its handler, in order', () => {
    const calls: string[] = [];
    const handlers = {
      navigate: (url: string) => calls.push(`navigate ${url}`),
      reloadApp: (url: string) => calls.push(`reload-app ${url}`),
      reloadPage: (url: string) => calls.push(`reload-page ${url}`),
      loadInto: (url: string, container: string) => calls.push(`load ${url} ${container}`),
      closeModal: () => calls.push('close'),
      actions: Object.fromEntries(
        FORM_ANSWER_ACTIONS.map((name) => [name, () => calls.push(name)]),
      ),
    };
    runFormEffects(
      [
        { kind: 'close-modal' },
        { kind: 'action', action: 'open-login' },
        { kind: 'load-into', url: '/a/', container: '#c' },
        { kind: 'navigate', url: '/b/' },
        { kind: 'reload-app', url: '/c/' },
        { kind: 'reload-page', url: '/d/' },
      ],
      handlers,
    );
    expect(calls).toEqual([
      'close',
      'open-login',
      'load /a/ #c',
      'navigate /b/',
      'reload-app /c/',
      'reload-page /d/',
    ]);
  });

  test('an allowed action this form does not handle is skipped with a warning', () => {
    const refresh = jest.fn();
    runFormEffects([{ kind: 'action', action: 'refresh-alerts' }], {
      actions: { 'refresh-list': refresh },
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[form answer] nothing handles action:', 'refresh-alerts');
  });

  test('pushed navigation by default goes through history and announces it', () => {
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    runFormEffects([{ kind: 'navigate', url: '/app/ready/' }]);
    window.removeEventListener('popstate', popstate);
    expect(window.location.pathname).toBe('/app/ready/');
    expect(popstate).toHaveBeenCalledTimes(1);
  });
});

import { act, screen } from '@testing-library/react';
import { settingsSlice } from '@gramota/store';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import { shellEn } from '../i18n/shell.en';
import { shellRu } from '../i18n/shell.ru';
import { PRINT_PRESENT_DELAY_MS, usePrintPresent } from './use-print-present';

function Host({ enabled = true }: { enabled?: boolean }) {
  usePrintPresent(enabled);
  return null;
}

describe('the print-present modal', () => {
  let fake: ReturnType<typeof installFakeApi>;
  let saved: unknown[];
  beforeEach(() => {
    jest.useFakeTimers();
    saved = [];
    fake = installFakeApi((call) => {
      if (call.path !== '/api/profile-set-settings/') return undefined;
      saved.push(call.body);
      return [200, { result: 'success' }];
    });
  });
  afterEach(() => {
    fake.uninstall();
    jest.useRealTimers();
  });

  it('shows 3 s after the flag is set, once, and clears the flag', async () => {
    const view = renderShell(<Host />);
    expect(PRINT_PRESENT_DELAY_MS).toBe(3000);
    act(() => {
      view.store.dispatch(settingsSlice.actions.merge({ print_present: true }));
    });
    act(() => jest.advanceTimersByTime(2999));
    expect(view.shellApi.calls.modals).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(view.shellApi.calls.modals).toHaveLength(1);
    expect(view.shellApi.calls.modals[0]!.title).toBe('Printed copies');
    expect(view.store.getState().settings.print_present).toBe(false);
    expect(JSON.stringify(saved)).toContain('print_present');

    act(() => {
      view.store.dispatch(settingsSlice.actions.merge({ print_present: true }));
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(view.shellApi.calls.modals).toHaveLength(1);

    view.renderModal();
    expect(screen.getByTestId('print-present-modal').textContent).toContain(
      'ordered as printed copies',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/app/pay/print/');
  });

  it('shows nothing without the flag, or where it is not wanted (signed out, access, embed)', () => {
    const view = renderShell(<Host enabled={false} />);
    act(() => {
      view.store.dispatch(settingsSlice.actions.merge({ print_present: true }));
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(view.shellApi.calls.modals).toHaveLength(0);
    const unflagged = renderShell(<Host />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(unflagged.shellApi.calls.modals).toHaveLength(0);
  });

  it('has its strings in Russian and English', () => {
    expect(Object.keys(shellEn.printPresent).sort()).toEqual(
      Object.keys(shellRu.printPresent).sort(),
    );
  });
});

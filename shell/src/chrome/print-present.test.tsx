import { act, screen } from '@testing-library/react';
import { settingsSlice } from '@gramota/store';
import type { PrintPresentModalAnswer } from '@gramota/contracts';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderShell } from '../test-support/render-shell';
import shellEn from '../../locales/en/shell.json';
import shellRu from '../../locales/ru/shell.json';
import { PRINT_PRESENT_DELAY_MS, usePrintPresent } from './use-print-present';
import { PrintPresentModal } from './chrome-parts.lazy';

// The part loads as it does in the browser after a first press (lazyPart), before any test opens it.
beforeAll(() => PrintPresentModal.preload());

function Host({ enabled = true }: { enabled?: boolean }) {
  usePrintPresent(enabled);
  return null;
}

describe('the print-present modal', () => {
  let fake: ReturnType<typeof installFakeApi>;
  let saved: unknown[];
  /** What GET /api/print-present-modal/ answers; undefined: the call fails (404). */
  let serverContent: PrintPresentModalAnswer | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    saved = [];
    serverContent = undefined;
    fake = installFakeApi((call) => {
      if (call.path === '/api/print-present-modal/')
        return serverContent ? [200, serverContent] : undefined;
      if (call.path !== '/api/profile-set-settings/') return undefined;
      saved.push(call.body);
      return [200, { result: 'success' }];
    });
  });
  afterEach(() => {
    fake.uninstall();
    jest.useRealTimers();
  });

  it("shows the server's words, which the operator changed, not the built-in ones", async () => {
    serverContent = {
      result: 'success',
      title: 'Printed diplomas for the whole class',
      text: ['Glossy A4 paper, delivered to the school.', 'Orders before Friday ship on Monday.'],
      action: 'To the cart',
      action_url: '/app/pay/print/',
    };
    const view = renderShell(<Host />);
    act(() => {
      view.store.dispatch(settingsSlice.actions.merge({ print_present: true }));
    });
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    expect(view.shellApi.calls.modals).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(view.shellApi.calls.modals).toHaveLength(1);
    expect(view.shellApi.calls.modals[0]!.title).toBe('Printed diplomas for the whole class');
    expect(fake.calls.some((call) => call.path === '/api/print-present-modal/')).toBe(true);

    view.renderModal();
    const modal = screen.getByTestId('print-present-modal');
    expect(modal.textContent).toContain('Glossy A4 paper, delivered to the school.');
    expect(modal.textContent).toContain('Orders before Friday ship on Monday.');
    expect(modal.textContent).not.toContain('ordered as printed copies');
    const link = screen.getByRole('link', { name: 'To the cart' });
    expect(link.getAttribute('href')).toBe('/app/pay/print/');
    expect(view.store.getState().settings.print_present).toBe(false);
  });

  it('shows the built-in words when the server cannot be asked', async () => {
    const view = renderShell(<Host />);
    expect(PRINT_PRESENT_DELAY_MS).toBe(3000);
    act(() => {
      view.store.dispatch(settingsSlice.actions.merge({ print_present: true }));
    });
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
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

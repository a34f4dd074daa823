import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AlertModal } from '@gramota/ui';
import { createShellApiMock } from './shell-api.mock';
import { ShellApiContext } from './shell-api.context';
import { useNotify } from './use-notify';

function setup(language = 'en') {
  const shellApi = createShellApiMock(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={shellApi.i18n}>
      <ShellApiContext.Provider value={shellApi}>{children}</ShellApiContext.Provider>
    </I18nextProvider>
  );
  const { result } = renderHook(() => useNotify(), { wrapper });
  return { notify: result.current, calls: shellApi.calls };
}

describe('useNotify', () => {
  test('alert opens the titled AlertModal, "Error" unless told otherwise', () => {
    const { notify, calls } = setup();
    notify.alert('Only documents');
    notify.alert('Too many', 'More than 30 documents');
    expect(calls.modals).toEqual([
      { title: 'Error', component: AlertModal, props: { text: 'Only documents' } },
      { title: 'More than 30 documents', component: AlertModal, props: { text: 'Too many' } },
    ]);
  });

  test('the default title follows the language', () => {
    const { notify, calls } = setup('ru');
    notify.alert('Только документы');
    expect(calls.modals[0]?.title).toBe('Ошибка');
  });

  test('toasts: info and error keep the shell default, success stays 3 s unless it has a link or is long', () => {
    const { notify, calls } = setup();
    notify.info('Nothing found');
    notify.error('Not saved');
    notify.success('Saved');
    notify.success('Sent', { action: { label: 'Open the storage', href: '/app/storage/' } });
    notify.success('Made', { long: true });
    expect(calls.toasts).toEqual([
      { text: 'Nothing found', kind: 'info' },
      { text: 'Not saved', kind: 'error' },
      { text: 'Saved', kind: 'success', timeout: 3000 },
      {
        text: 'Sent',
        kind: 'success',
        action: { label: 'Open the storage', href: '/app/storage/' },
      },
      { text: 'Made', kind: 'success' },
    ]);
  });
});

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createShellApiMock, ShellApiContext } from '@gramota/shell-api';
import { registerShellStrings } from '../i18n/register-shell-strings';

/** Renders shell UI under the providers the shell sets up, with a recording shell API. */
export function renderShell(ui: ReactNode) {
  const shellApi = createShellApiMock('en');
  registerShellStrings(shellApi.i18n);
  const view = render(
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{ui}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, shellApi, store: shellApi.store };
}

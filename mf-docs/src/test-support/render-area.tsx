import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createShellApiMock, ShellApiContext } from '@gramota/shell-api';
import { registerGalleryStrings } from '../i18n/gallery-strings';
import { registerStrings } from '../i18n/register-strings';

/**
 * Renders area UI at an address under the providers the shell gives an area, with the shared
 * recording mock of the shell API (navigate, showModal, toast...).
 */
export function renderArea(ui: ReactNode, { at = '/app/docs/', embed = false } = {}) {
  window.history.pushState(null, '', at);
  const shellApi = { ...createShellApiMock('en'), embed };
  registerStrings(shellApi.i18n);
  registerGalleryStrings(shellApi.i18n);
  const view = render(
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{ui}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, shellApi };
}

import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createShellApiMock } from '../shell-api.mock';
import { ShellApiContext } from '../shell-api.context';

export interface RenderAreaOptions {
  /** The address the UI renders at (pushed into the history first). */
  at?: string;
  embed?: boolean;
  language?: string;
  /** The area's string registrations (its namespaces), run on the mock's i18n. */
  strings?: ReadonlyArray<(i18n: I18n) => void>;
}

/**
 * Renders area UI at an address under the providers the shell gives an area, with the shared
 * recording mock of the shell API (navigate, showModal, toast...).
 */
export function renderArea(
  ui: ReactNode,
  { at = '/app/', embed = false, language = 'en', strings = [] }: RenderAreaOptions = {},
) {
  window.history.pushState(null, '', at);
  const shellApi = { ...createShellApiMock(language), embed };
  for (const register of strings) register(shellApi.i18n);
  const view = render(
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{ui}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, shellApi };
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ShellApiContext } from '@gramota/shell-api';
import { createShellApiMock } from '@gramota/shell-api/testing';
import { registerHelpStrings } from '../help/help-strings';
import helpEn from '../../locales/en/help.json';
import loginEn from '../../locales/en/login.json';
import profileEn from '../../locales/en/profile.json';
import { registerChromeStrings } from '../i18n/register-shell-strings';
import { registerPageStrings } from '../i18n/page-strings';
import shellEn from '../../locales/en/shell.json';

/** Renders shell UI under the providers the shell sets up, with a recording shell API. */
export function renderShell(ui: ReactNode) {
  const shellApi = createShellApiMock('en');
  // English is preloaded: the tests read it at once, the product fetches it when chosen. The help
  // labels too, so the help screens and modals rendered here read English from the start.
  void registerChromeStrings(shellApi.i18n, { en: shellEn });
  void registerPageStrings(shellApi.i18n, { login: { en: loginEn }, profile: { en: profileEn } });
  void registerHelpStrings(shellApi.i18n, { en: helpEn });
  const wrap = (node: ReactNode) => (
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{node}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(wrap(ui));
  /** Renders a modal the UI asked the shell to show (the mock only records it). */
  const renderModal = (index = -1) => {
    const request = shellApi.calls.modals.at(index);
    if (!request) throw new Error('no modal was opened');
    const Content = request.component;
    const close = jest.fn();
    return { close, ...render(wrap(<Content {...request.props} close={close} />)) };
  };
  return { ...view, shellApi, store: shellApi.store, renderModal };
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ShellApiContext } from '@gramota/shell-api';
import { createShellApiMock } from '@gramota/shell-api/testing';
import { registerDeliveryStrings } from '@gramota/delivery';
import { deliveryEn } from '@gramota/delivery/testing';
import aiEn from '../../locales/en/ai.json';
import en from '../../locales/en/redactor.json';
import { registerStrings } from '../i18n/register-strings';

/** Renders area UI at an address under the providers the shell gives an area. */
export function renderRedactor(ui: ReactNode, { at = '/app/redactor/42/', language = 'en' } = {}) {
  window.history.pushState(null, '', at);
  const shellApi = createShellApiMock(language);
  // English is preloaded (the area's, the assistant's and the delivery flow's): the tests read
  // it at once, the product fetches it when chosen.
  void registerStrings(shellApi.i18n, { en, aiEn });
  void registerDeliveryStrings(shellApi.i18n, { en: deliveryEn });
  const wrap = (node: ReactNode) => (
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{node}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(wrap(ui));
  /** Renders a modal the screen asked the shell to show (the mock only records it). */
  const renderModal = (index = -1) => {
    const request = shellApi.calls.modals.at(index);
    if (!request) throw new Error('no modal was opened');
    const Content = request.component;
    const close = jest.fn();
    return { close, ...render(wrap(<Content {...request.props} close={close} />)) };
  };
  return { ...view, shellApi, renderModal };
}

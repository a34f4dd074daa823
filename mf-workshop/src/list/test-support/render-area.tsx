import type { ComponentType, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import type { ModalRequest } from '@gramota/shell-api';
import { registerStrings } from '../../i18n/register-strings';
import en from '../../../locales/en/workshop.json';

// English is preloaded: the tests read it at once, the product fetches it when chosen.
const strings = (i18n: I18n) => void registerStrings(i18n, { en });

/** The shared renderArea with My templates' strings, at /app/workshop/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, { at: '/app/workshop/', strings: [strings], ...options });
}

/** Renders a dialog the area asked the shell for (the mock only records it), as the shell would. */
export function renderModal(request: ModalRequest<object> | undefined, close = jest.fn()) {
  if (!request) throw new Error('no modal was opened');
  const Component = request.component as ComponentType<{ close: () => void }>;
  renderArea(<Component {...request.props} close={close} />, { at: window.location.pathname });
  return close;
}

import type { ComponentType, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import type { ModalRequest } from '@gramota/shell-api';
import en from '../../locales/en/pay.json';
import { registerStrings } from '../i18n/register-strings';

/** The area's namespace with English preloaded: tests read it at once. */
const registerAreaStrings = (i18n: I18n) => void registerStrings(i18n, { en });

/** The shared renderArea with the area's strings, at /app/pay/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, { at: '/app/pay/', strings: [registerAreaStrings], ...options });
}

/** Renders a dialog the area asked the shell for (the mock only records it), as the shell would. */
export function renderModal(request: ModalRequest<object> | undefined, close = jest.fn()) {
  if (!request) throw new Error('no modal was opened');
  const Component = request.component as ComponentType<{ close: () => void }>;
  const view = renderArea(<Component {...request.props} close={close} />, {
    at: window.location.pathname + window.location.search,
  });
  return { ...view, close };
}

import type { ComponentType, ReactNode } from 'react';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import type { ModalRequest } from '@gramota/shell-api';
import { registerAreaStrings } from './area-strings';

/** The shared renderArea with the area's strings, at /app/storage/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, {
    at: '/app/storage/',
    strings: [registerAreaStrings],
    ...options,
  });
}

/** Renders a dialog the area asked the shell for (the mock only records it), as the shell would. */
export function renderModal(request: ModalRequest<object> | undefined, close = jest.fn()) {
  if (!request) throw new Error('no modal was opened');
  const Component = request.component as ComponentType<{ close: () => void }>;
  renderArea(<Component {...request.props} close={close} />, { at: window.location.pathname });
  return close;
}

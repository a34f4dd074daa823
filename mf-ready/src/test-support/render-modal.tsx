import type { ComponentType } from 'react';
import type { ModalRequest } from '@gramota/shell-api';
import { renderArea } from './render-area';

/**
 * Renders a dialog the area asked the shell for (the shell mock only records it), as the shell
 * would: its component with its props and a close function, at the current address.
 */
export function renderModal(request: ModalRequest<object> | undefined, close = jest.fn()) {
  if (!request) throw new Error('no modal was opened');
  const Component = request.component as ComponentType<{ close: () => void }>;
  renderArea(<Component {...request.props} close={close} />, { at: window.location.pathname });
  return close;
}

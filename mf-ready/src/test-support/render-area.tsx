import type { ReactNode } from 'react';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import { registerStrings } from '../i18n/register-strings';

/** The shared renderArea with this area's strings, at /app/ready/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, { at: '/app/ready/', strings: [registerStrings], ...options });
}

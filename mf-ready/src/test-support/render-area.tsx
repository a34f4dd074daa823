import type { ReactNode } from 'react';
import { registerDeliveryStrings } from '@gramota/delivery';
import { deliveryEn } from '@gramota/delivery/testing';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import en from '../../locales/en/ready.json';
import { registerStrings } from '../i18n/register-strings';

/** The shared renderArea with this area's strings, at /app/ready/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, {
    at: '/app/ready/',
    // English is preloaded (the area's and the delivery flow's): the tests read it at once, the
    // product fetches it when chosen.
    strings: [
      (i18n) => void registerStrings(i18n, { en }),
      (i18n) => void registerDeliveryStrings(i18n, { en: deliveryEn }),
    ],
    ...options,
  });
}

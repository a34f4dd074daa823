import type { ReactNode } from 'react';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import en from '../../locales/en/docs.json';
import galleryEn from '../../locales/en/gallery.json';
import { registerGalleryStrings } from '../i18n/gallery-strings';
import { registerStrings } from '../i18n/register-strings';

/** The shared renderArea with this area's strings, at /app/docs/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, {
    at: '/app/docs/',
    // English is preloaded: the tests read it at once, the product fetches it when chosen.
    strings: [
      (i18n) => void registerStrings(i18n, { en }),
      (i18n) => void registerGalleryStrings(i18n, { en: galleryEn }),
    ],
    ...options,
  });
}

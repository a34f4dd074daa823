import type { ReactNode } from 'react';
import { renderArea as renderUnderShell, type RenderAreaOptions } from '@gramota/shell-api/testing';
import { galleryEn } from '../i18n/gallery.en';
import { registerGalleryStrings } from '../i18n/gallery-strings';
import { registerStrings } from '../i18n/register-strings';
import { en } from '../i18n/strings.en';

/** The shared renderArea with this area's strings, at /app/docs/ unless told. */
export function renderArea(ui: ReactNode, options: Omit<RenderAreaOptions, 'strings'> = {}) {
  return renderUnderShell(ui, {
    at: '/app/docs/',
    // English is preloaded: the tests read it at once, the product fetches it when chosen.
    strings: [
      (i18n) => void registerStrings(i18n, { en }),
      (i18n) => void registerGalleryStrings(i18n, { en: { gallery: galleryEn } }),
    ],
    ...options,
  });
}

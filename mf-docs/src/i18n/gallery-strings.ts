import i18next from 'i18next';
import { galleryEn } from './gallery.en';
import { galleryRu } from './gallery.ru';

export const galleryStrings = { ru: { gallery: galleryRu }, en: { gallery: galleryEn } };

/** Adds the gallery's strings to the area's namespace when the gallery's code arrives. */
export function registerGalleryStrings(instance = i18next) {
  // The shell initialises the one instance before any area mounts; tests pass their own.
  if (!instance.isInitialized) return;
  instance.addResourceBundle('ru', 'docs', galleryStrings.ru, true, true);
  instance.addResourceBundle('en', 'docs', galleryStrings.en, true, true);
}

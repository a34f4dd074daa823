import i18next from 'i18next';
import { defineLocales, registerLocales, type StringsBundle } from '@gramota/ui';
import ru from '../../locales/ru/gallery.json';

/**
 * The gallery's namespace 'gallery': imported only by the gallery's screen, so its Russian
 * arrives with the gallery's code and the documents page never downloads it.
 */
export const galleryStrings = defineLocales(
  'gallery',
  ru,
  (language) => import(`../../locales/${language}/gallery.json`),
);

/** Adds the gallery's namespace when the gallery's code arrives. */
export function registerGalleryStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  // The shell initialises the one instance before any area mounts; tests pass their own.
  if (!instance.isInitialized) return Promise.resolve();
  return registerLocales(instance, galleryStrings, preloaded);
}

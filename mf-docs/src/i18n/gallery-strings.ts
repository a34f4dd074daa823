import i18next from 'i18next';
import { registerNamespace, type NamespaceStrings, type StringsBundle } from '@gramota/ui';
import { galleryRu } from './gallery.ru';

/** The gallery's part of the 'docs' namespace, which arrives with the gallery's code. */
export const galleryStrings: NamespaceStrings = {
  ns: 'docs',
  part: 'docs.gallery',
  ru: { gallery: galleryRu },
  load: {
    en: () => import('./gallery.en').then((module) => ({ gallery: module.galleryEn })),
    uk: () => import('./gallery.uk').then((module) => ({ gallery: module.galleryUk })),
    kz: () => import('./gallery.kz').then((module) => ({ gallery: module.galleryKz })),
    be: () => import('./gallery.be').then((module) => ({ gallery: module.galleryBe })),
    de: () => import('./gallery.de').then((module) => ({ gallery: module.galleryDe })),
    it: () => import('./gallery.it').then((module) => ({ gallery: module.galleryIt })),
  },
};

/** Adds the gallery's strings to the area's namespace when the gallery's code arrives. */
export function registerGalleryStrings(instance = i18next, preloaded: { en?: StringsBundle } = {}) {
  // The shell initialises the one instance before any area mounts; tests pass their own.
  if (!instance.isInitialized) return Promise.resolve();
  return registerNamespace(instance, galleryStrings, preloaded);
}

import type { NamespaceStrings } from '@gramota/ui';
import { aiRu } from './ai.ru';

/** The assistant's own namespace 'ai': Russian in the first load, the others on demand. */
export const aiStrings: NamespaceStrings = {
  ns: 'ai',
  ru: { ai: aiRu },
  load: {
    en: () => import('./ai.en').then((module) => ({ ai: module.aiEn })),
    uk: () => import('./ai.uk').then((module) => ({ ai: module.aiUk })),
    kz: () => import('./ai.kz').then((module) => ({ ai: module.aiKz })),
    be: () => import('./ai.be').then((module) => ({ ai: module.aiBe })),
    de: () => import('./ai.de').then((module) => ({ ai: module.aiDe })),
    it: () => import('./ai.it').then((module) => ({ ai: module.aiIt })),
  },
};

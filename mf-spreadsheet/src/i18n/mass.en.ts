import type { massRu } from './mass.ru';

export const massEn: typeof massRu = {
  create: 'Create documents',
};

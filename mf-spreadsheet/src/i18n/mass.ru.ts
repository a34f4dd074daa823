/** Russian strings of mass creation (checks, progress, results); mass.en.ts mirrors them. */
export const massRu = {
  create: 'Создать документы',
};

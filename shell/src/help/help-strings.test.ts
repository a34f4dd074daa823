import { stringKeys } from '@gramota/ui';
import { HELP_PAGES, HELP_SLUGS } from './help-pages';
import { helpEn } from '../i18n/help.en';
import { helpRu } from '../i18n/help.ru';

describe('help texts', () => {
  test('en has exactly the keys of ru', () => {
    expect(stringKeys(helpEn)).toEqual(stringKeys(helpRu));
  });

  test.each(HELP_SLUGS)('%s: en mirrors ru section by section', (slug) => {
    const { ru, en } = HELP_PAGES[slug];
    const shape = (page: typeof ru) =>
      page.sections.map((section) => ({
        paragraphs: section.paragraphs?.length ?? 0,
        steps: section.steps?.length ?? 0,
      }));
    expect(shape(en)).toEqual(shape(ru));
    for (const page of [ru, en]) {
      expect(page.title).not.toBe('');
      expect(page.intro).not.toBe('');
      const texts = page.sections.flatMap((s) => [
        s.heading,
        ...(s.paragraphs ?? []),
        ...(s.steps ?? []),
      ]);
      expect(texts.every((text) => text.trim() !== '')).toBe(true);
    }
  });

  test('the report card page has the title the editor links to', () => {
    expect(HELP_PAGES['how/make-student-report-card'].ru.title).toBe(
      'Как сделать табель успеваемости ученика',
    );
  });
});

import {
  CATALOGUE_GROUPS,
  FIELD_ID_PATTERN,
  REGION_LANGUAGES,
  TEMPLATE_FORMATS,
  TEMPLATE_ID_PATTERN,
  TEMPLATE_LANGUAGES,
  TEMPLATE_REGIONS,
} from '@gramota/contracts';
import { bundledFont, isFontSizePt, pageSize as docStylePageSize } from '@gramota/doc-style';
import { docLabels, genderForms, hasGenderAlternatives } from '@gramota/doc-content';
import { CATALOGUE, FONTS, pageSize, templatePadding, titleTop } from '../catalogue';
import { slugify } from '../slug';
import { checkContentHtml } from './content-html';

const count = <T extends string>(values: T[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

describe('the starter catalogue', () => {
  it('has at least 48 templates, at least 6 in each document type', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(48);
    const byCategory = count(CATALOGUE.map((template) => template.category));
    for (const category of ['g', 'd', 'c', 'b', 's', 'p', 'o'])
      expect(byCategory[category]).toBeGreaterThanOrEqual(6);
  });

  it('uses every format and every template language, Russian most, A4 most', () => {
    const byFormat = count(CATALOGUE.map((template) => template.format));
    const byLanguage = count(CATALOGUE.map((template) => template.lng));
    for (const format of TEMPLATE_FORMATS) expect(byFormat[format]).toBeGreaterThan(0);
    for (const lng of TEMPLATE_LANGUAGES) expect(byLanguage[lng]).toBeGreaterThan(0);
    expect(Math.max(...Object.values(byFormat))).toBe(byFormat.a4);
    expect(Math.max(...Object.values(byLanguage))).toBe(byLanguage.ru);
  });

  it('gives every template a unique id of the form lng:id:index in its own language, and a unique slug', () => {
    const ids = CATALOGUE.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of CATALOGUE) {
      expect(template.id).toMatch(TEMPLATE_ID_PATTERN);
      expect(template.id.split(':')[0]).toBe(template.lng);
    }
    const slugs = CATALOGUE.map((template) => slugify(template.name));
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('covers every gallery group, mixes free and PRO', () => {
    const groups = new Set(CATALOGUE.flatMap((template) => template.groups));
    for (const group of CATALOGUE_GROUPS) expect(groups).toContain(group);
    const pro = CATALOGUE.filter((template) => template.pro).length;
    expect(pro).toBeGreaterThan(5);
    expect(CATALOGUE.length - pro).toBeGreaterThan(pro);
  });

  it('has region templates exactly in group region, with a known code of their language, in every region language', () => {
    for (const template of CATALOGUE) {
      expect(template.groups.includes('region')).toBe(template.region !== undefined);
      if (template.region) {
        expect(REGION_LANGUAGES).toContain(template.lng);
        const codes = TEMPLATE_REGIONS[template.lng as (typeof REGION_LANGUAGES)[number]].map(
          (region) => region.code,
        );
        expect(codes).toContain(template.region);
      }
    }
    for (const lng of REGION_LANGUAGES)
      expect(CATALOGUE.some((template) => template.lng === lng && template.region)).toBe(true);
  });

  it('names a default title and a known font that can write the language', () => {
    for (const template of CATALOGUE) {
      expect(template.title.trim()).not.toBe('');
      expect(template.name.trim()).not.toBe('');
      expect(Object.keys(FONTS)).toContain(template.font);
      // The app serves the font's files itself (editor and renderer draw with the same ones).
      expect([template.id, bundledFont(template.font)?.family]).toEqual([
        template.id,
        template.font,
      ]);
      if (template.lng === 'kk')
        expect([template.id, FONTS[template.font].kazakh]).toEqual([template.id, true]);
    }
  });

  it("sizes text only in the editor's font sizes, so a document keeps them once edited", () => {
    for (const template of CATALOGUE)
      for (const [, size] of template.content.matchAll(/font-size:(\d+)pt/g))
        expect([template.id, isFontSizePt(Number(size))]).toEqual([template.id, true]);
  });

  it('leaves a text box of a usable size on every page', () => {
    for (const template of CATALOGUE) {
      const page = pageSize(template.format);
      const [top, right, bottom, left] = templatePadding(template);
      for (const side of [top, right, bottom, left]) expect(side).toBeGreaterThanOrEqual(30);
      expect([template.id, page.width - left - right >= 300]).toEqual([template.id, true]);
      expect([template.id, page.height - top - bottom >= 220]).toEqual([template.id, true]);
    }
  });

  it('gives some templates a gallery of 2 to 4 movable titles that sit in the upper part of the page', () => {
    const movable = CATALOGUE.filter((template) => template.movableTitle);
    expect(movable.length).toBeGreaterThanOrEqual(8);
    for (const template of movable) {
      const { gallery, index } = template.movableTitle!;
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
      expect(index).toBeLessThan(gallery.length);
      const top = titleTop(template)!;
      expect(top).toBeGreaterThan(0);
      expect(top + gallery[index]!.height).toBeLessThan(pageSize(template.format).height / 2);
    }
  });

  it('has well-formed fields on at least 8 templates, every report card among them, each used in the content', () => {
    const withFields = CATALOGUE.filter((template) => (template.fields ?? []).length > 0);
    expect(withFields.length).toBeGreaterThanOrEqual(8);
    for (const template of CATALOGUE.filter((entry) => entry.category === 's'))
      expect(template.fields?.length).toBeGreaterThan(0);
    for (const template of withFields) {
      const fields = template.fields!;
      const ids = fields.map((field) => field.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const field of fields) {
        expect(field.id).toMatch(FIELD_ID_PATTERN);
        expect(['permanent', 'variable']).toContain(field.type);
        expect(field.title.trim()).not.toBe('');
        expect(field.default.trim()).not.toBe('');
      }
      const placeholders = [...template.content.matchAll(/%([a-z][a-z0-9_]*)%/g)].map(
        (match) => match[1],
      );
      expect(new Set(placeholders)).toEqual(new Set(ids));
    }
    for (const template of CATALOGUE.filter((entry) => !entry.fields))
      expect(template.content).not.toMatch(/%[a-z_]+%/);
  });

  it('writes default content in the simple HTML the editor keeps', () => {
    for (const template of CATALOGUE) {
      expect([template.id, checkContentHtml(template.content)]).toEqual([template.id, null]);
      expect(template.content.length).toBeGreaterThan(40);
    }
  });

  it('shows the title in the content unless a movable title image carries it', () => {
    for (const template of CATALOGUE.filter(
      (entry) => !entry.movableTitle && entry.category !== 's',
    )) {
      const text = template.content.replace(/<[^>]+>/g, ' ');
      expect([template.id, text.includes(template.title.replace(/&/g, '&amp;'))]).toEqual([
        template.id,
        true,
      ]);
    }
  });

  it('writes a pupil-gendered word once as an alternative, never as «ученик(ца)» or «учень (учениця)»', () => {
    const gendered = CATALOGUE.filter((template) => hasGenderAlternatives(template.content));
    expect(gendered.map((template) => template.id)).toEqual(
      expect.arrayContaining(['ru:302:0', 'ru:309:0', 'ru:101:0', 'ru:201:0']),
    );
    for (const template of CATALOGUE.filter((entry) => ['ru', 'uk'].includes(entry.lng))) {
      const text = template.content.replace(/<[^>]+>/g, ' ');
      // «ученик(ца)», «принял(а)», «учня (учениці)»: both genders in one word, for one pupil.
      expect([template.id, text.match(/[а-яёіїєґ]\s?\([а-яёіїєґ]+\)/giu)]).toEqual([
        template.id,
        null,
      ]);
      // Every bracket with a '|' is a well-formed alternative, and no alternative is a label.
      for (const [, inner] of text.matchAll(/\[([^[\]]*\|[^[\]]*)\]/g))
        expect([template.id, inner, genderForms(inner!) !== null]).toEqual([
          template.id,
          inner,
          true,
        ]);
      expect(docLabels(template.content).some((label) => label.includes('|'))).toBe(false);
    }
  });

  it('measures pages the way packages/doc-style does', () => {
    for (const format of TEMPLATE_FORMATS)
      expect(pageSize(format)).toEqual(docStylePageSize(format));
  });
});

describe('slugify', () => {
  it('transliterates Russian, Ukrainian, Kazakh and German names', () => {
    expect(slugify('Золотой лавр')).toBe('zolotoy-lavr');
    expect(slugify('Київська подяка')).toBe('kiyivska-podyaka');
    expect(slugify('Ою-өрнек')).toBe('oyu-ornek');
    expect(slugify('Bayerische Rauten')).toBe('bayerische-rauten');
    expect(slugify('Dankeschön')).toBe('dankeschoen');
  });
});

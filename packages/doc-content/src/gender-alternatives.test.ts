import type { TemplateField } from '@gramota/contracts';
import { docKeySources, docLabels, fillDocKeys } from './doc-keys';
import { fillGenderAlternatives, genderForms, hasGenderAlternatives } from './gender-alternatives';
import { htmlToText } from './html-text';
import { doc, objectBlock, textBlock } from './raw-content.fixtures';
import { rawToHtml } from './raw-to-html';

/** A certificate as the editor saves it: a bold name label, alternatives around it, a table. */
const certificate = rawToHtml(
  doc(
    [
      textBlock('Награждается'),
      textBlock('[Фамилия Имя]', {
        inlineStyleRanges: [{ offset: 0, length: 13, style: 'BOLD' }],
      }),
      textBlock('[ученик|ученица] [Класс] класса, [он|она] [окончил|окончила] год на «отлично»'),
      objectBlock(0),
    ],
    {
      0: {
        type: 'TABLE',
        mutability: 'IMMUTABLE',
        data: { rows: [['Оценка', '[награждён|награждена] медалью']], border: 1 },
      },
    },
  ),
  { pro: true },
);

const sourcesOf = (html: string) => docKeySources(html, [], false);
const fill = (html: string, values: Record<string, string>, gender?: 'm' | 'f' | null) =>
  fillDocKeys(html, sourcesOf(html), values, { gender });
const text = (html: string) => htmlToText(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('gender alternatives', () => {
  test('an alternative is no key: the table offers only the labels', () => {
    expect(docLabels(certificate)).toEqual(['Фамилия Имя', 'Класс']);
    expect(hasGenderAlternatives(certificate)).toBe(true);
    expect(hasGenderAlternatives('<p>[Фамилия Имя] ученик(ца)</p>')).toBe(false);
  });

  test('a girl gets the feminine forms, a boy the masculine ones, next to the filled labels', () => {
    const values = { 'Фамилия Имя': 'Абдуллаева Амина', Класс: '5 «Б»' };
    expect(text(fill(certificate, values, 'f'))).toContain(
      'Абдуллаева Амина ученица 5 «Б» класса, она окончила год на «отлично»',
    );
    expect(fill(certificate, values, 'f')).toContain('<td>награждена медалью</td>');
    const boy = { 'Фамилия Имя': 'Белоусов Артём', Класс: '5 «Б»' };
    expect(text(fill(certificate, boy, 'm'))).toContain(
      'Белоусов Артём ученик 5 «Б» класса, он окончил год на «отлично»',
    );
    expect(fill(certificate, boy, 'm')).toContain('<td>награждён медалью</td>');
    // The bold label still holds the name, in its markup.
    expect(fill(certificate, boy, 'm')).toContain('<strong>Белоусов Артём</strong>');
  });

  test('without a gender every alternative stays as written, the labels are still filled', () => {
    for (const gender of [null, undefined]) {
      const filled = fill(certificate, { Класс: '7 А' }, gender);
      expect(filled).toContain('[ученик|ученица] 7 А класса, [он|она] [окончил|окончила]');
      expect(filled).toContain('<td>[награждён|награждена] медалью</td>');
      expect(filled).toContain('[Фамилия Имя]');
    }
  });

  test('a chosen form is escaped text; spaces around the mark are not part of a form', () => {
    const html = '<p>[Tom &amp; Co|A &lt;b&gt; &amp;amp;] [ он | она ]</p>';
    expect(fill(html, {}, 'm')).toBe('<p>Tom &amp; Co он</p>');
    expect(fill(html, {}, 'f')).toBe('<p>A &lt;b&gt; &amp;amp; она</p>');
    // '&amp;lt;' is the text '&lt;', read once: never a '<'.
    expect(fill('<p>[a|&amp;lt;b&amp;gt;]</p>', {}, 'f')).toBe('<p>&amp;lt;b&amp;gt;</p>');
  });

  test("a cell's value that looks like an alternative stays text (values are never re-read)", () => {
    const filled = fill(certificate, { 'Фамилия Имя': '[a|b] [ученик|ученица]' }, 'f');
    expect(filled).toContain('<strong>[a|b] [ученик|ученица]</strong>');
    expect(text(filled)).toContain('ученица [Класс] класса');
  });

  test('[a|b|c], [|b], [a|] and an alternative across markup are neither keys nor alternatives', () => {
    const html = '<p>[a|b|c] [|b] [a|] [ |b] [<strong>ученик</strong>|ученица] [Имя]</p>';
    expect(docLabels(html)).toEqual(['Имя']);
    expect(hasGenderAlternatives(html)).toBe(false);
    for (const gender of ['m', 'f'] as const)
      expect(fill(html, { Имя: 'Вера' }, gender)).toBe(
        '<p>[a|b|c] [|b] [a|] [ |b] [<strong>ученик</strong>|ученица] Вера</p>',
      );
    expect(genderForms('a|b|c')).toBeNull();
    expect(genderForms('\u00a0|b')).toBeNull();
    expect(genderForms(' принял | приняла ')).toEqual({ m: 'принял', f: 'приняла' });
  });

  test("fields mode: the doc's own field values take the gender, a field the row fills does not", () => {
    const html = '<p>%pupil%</p><p>%line% [принял|приняла] участие</p>';
    const fields: TemplateField[] = [
      { type: 'variable', id: 'pupil', title: 'Участник', default: '' },
      { type: 'permanent', id: 'line', title: 'Строка', default: '' },
    ];
    const sources = docKeySources(html, fields, true);
    expect(sources.map((one) => one.key)).toEqual(['Участник']);
    const fieldValues = { pupil: '[он|она]', line: '[Ученик|Ученица] <5 А>' };
    expect(hasGenderAlternatives(html)).toBe(true);
    expect(hasGenderAlternatives('<p>%line%</p>', fieldValues)).toBe(true);
    expect(hasGenderAlternatives('<p>%line%</p>', { line: 'Ученик' })).toBe(false);
    // A value of a field the text does not use tells nothing about the text.
    expect(hasGenderAlternatives('<p>%pupil%</p>', { line: '[a|b]' })).toBe(false);
    const filled = fillDocKeys(html, sources, { Участник: '[x|y]' }, { fieldValues, gender: 'f' });
    expect(filled).toBe('<p>[x|y]</p><p>Ученица &lt;5 А&gt; приняла участие</p>');
    // Without the row's value the field's own text is the document's, alternatives and all.
    expect(fillDocKeys(html, sources, {}, { fieldValues, gender: 'm' })).toBe(
      '<p>он</p><p>Ученик &lt;5 А&gt; принял участие</p>',
    );
    expect(fillDocKeys(html, sources, {}, { fieldValues })).toBe(
      '<p>[он|она]</p><p>[Ученик|Ученица] &lt;5 А&gt; [принял|приняла] участие</p>',
    );
  });

  test('a placeholder inside an alternative is filled in the chosen form', () => {
    const html = '<p>[%a% сдал|%a% сдала]</p>';
    const fields: TemplateField[] = [{ type: 'variable', id: 'a', title: 'Кто', default: '' }];
    const sources = docKeySources(html, fields, true);
    expect(fillDocKeys(html, sources, { Кто: 'Вера|Ира' }, { gender: 'f' })).toBe(
      '<p>Вера|Ира сдала</p>',
    );
  });

  test('fillGenderAlternatives alone: no gender changes nothing', () => {
    const html = '<p>[ученик|ученица]</p>';
    expect(fillGenderAlternatives(html, null)).toBe(html);
    expect(fillGenderAlternatives(html, 'f')).toBe('<p>ученица</p>');
  });
});

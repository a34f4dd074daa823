import type { TemplateField } from '@gramota/contracts';
import { docKeySources, docLabels, fillDocKeys } from './doc-keys';

const html =
  '<p class="ql-align-center"><strong>[Фамилия Имя]</strong></p>' +
  '<p>[ученик|ученица] [7 «Б»] класса, [Фамилия  Имя] &amp; [A &amp; B]</p><p>%participant% и %date%</p>';
const fields: TemplateField[] = [
  { type: 'variable', id: 'participant', title: 'Участник', default: 'Иванова Мария' },
  { type: 'permanent', id: 'date', title: 'Дата', default: '15 марта' },
  { type: 'variable', id: 'unused', title: 'Не в тексте', default: '' },
];

describe('document keys', () => {
  test('labels are found once each, in order, with entities read and spaces collapsed', () => {
    expect(docLabels(html)).toEqual(['Фамилия Имя', '7 «Б»', 'A & B']);
  });

  test('no label spans markup, and empty or over-long brackets are not labels', () => {
    expect(docLabels('<p>[<b>x</b>] [] [   ] [' + 'я'.repeat(81) + ']</p>')).toEqual([]);
  });

  test('variable fields in the text are keys by title, only in fields mode', () => {
    expect(docKeySources(html, fields, true).map((one) => one.key)).toEqual([
      'Фамилия Имя',
      '7 «Б»',
      'A & B',
      'Участник',
    ]);
    expect(docKeySources(html, fields, false)).toHaveLength(3);
  });

  test('filling replaces every occurrence of a key as escaped text and keeps the rest', () => {
    const sources = docKeySources(html, fields, true);
    const filled = fillDocKeys(
      html,
      sources,
      { 'Фамилия Имя': '<script>x</script> Петров', Участник: 'Анна\nБелова' },
      { fieldValues: { participant: 'default', date: '1 мая' } },
    );
    expect(filled).toContain('<strong>&lt;script&gt;x&lt;/script&gt; Петров</strong>');
    expect(filled).toContain('класса, &lt;script&gt;x&lt;/script&gt; Петров &amp; [A &amp; B]');
    expect(filled).toContain('[ученик|ученица] [7 «Б»]');
    expect(filled).toContain('<p>Анна<br>Белова и 1 мая</p>');
  });

  test('a value that looks like a label or a placeholder stays text', () => {
    const sources = docKeySources(html, fields, true);
    const filled = fillDocKeys(
      html,
      sources,
      { 'Фамилия Имя': '%date% [7 «Б»]' },
      { fieldValues: { participant: 'Иванова', date: '1 мая' } },
    );
    expect(filled).toContain('<strong>%date% [7 «Б»]</strong>');
    expect(filled).toContain('<p>Иванова и 1 мая</p>');
  });

  test('the optional wrapper wraps each value filled from the row, not the form values', () => {
    const sources = docKeySources(html, fields, true);
    const wrap = (key: string, value: string) => `<span data-mass-key="${key}">${value}</span>`;
    const filled = fillDocKeys(
      html,
      sources,
      { 'Фамилия Имя': '<b>x</b>', Участник: 'Анна' },
      { fieldValues: { date: '1 мая' }, wrap },
    );
    expect(filled).toContain(
      '<strong><span data-mass-key="Фамилия Имя">&lt;b&gt;x&lt;/b&gt;</span></strong>',
    );
    expect(filled).toContain('<p><span data-mass-key="Участник">Анна</span> и 1 мая</p>');
    // Without the wrapper the answer is what it always was.
    expect(
      fillDocKeys(html, sources, { Участник: 'Анна' }, { fieldValues: { date: '1 мая' } }),
    ).toContain('<p>Анна и 1 мая</p>');
  });
});

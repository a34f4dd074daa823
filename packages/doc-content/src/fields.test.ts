import { applyFieldValues, applyFieldValuesToHtml } from './fields';

describe('fields', () => {
  const values = { pupil: 'Иванов Иван', grade: '5 «А»', empty: '' };

  it('replaces placeholders in plain text, every occurrence', () => {
    expect(applyFieldValues('%pupil%, %grade% — %pupil%', values)).toBe(
      'Иванов Иван, 5 «А» — Иванов Иван',
    );
    expect(applyFieldValues('[%empty%]', values)).toBe('[]');
  });

  it('leaves unknown placeholders, bad ids and plain percents alone', () => {
    expect(applyFieldValues('%teacher% 50% %Pupil% %1a% %%', values)).toBe(
      '%teacher% 50% %Pupil% %1a% %%',
    );
  });

  it('does not take inherited keys for values', () => {
    expect(applyFieldValues('%constructor% %tostring%', values)).toBe('%constructor% %tostring%');
  });

  it('does not replace inside a value', () => {
    expect(applyFieldValues('%pupil%', { pupil: '%grade%', grade: 'x' })).toBe('%grade%');
  });

  it('puts values into HTML as text: escaped, line breaks as <br>', () => {
    const html = '<p class="gr-p"><strong>%pupil%</strong></p>';
    expect(applyFieldValuesToHtml(html, { pupil: '<img src=x onerror=alert(1)> & "a"\nb' })).toBe(
      '<p class="gr-p"><strong>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;a&quot;<br>b</strong></p>',
    );
  });

  it('leaves percent escapes in picture sources alone', () => {
    const html = '<img class="gr-qr" src="/qr/?data=https%3A%2F%2Fa.b%2Fx%25y">';
    expect(applyFieldValuesToHtml(html, { a: 'A', b: 'B', x: 'X' })).toBe(html);
  });
});

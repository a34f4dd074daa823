import { LANGUAGES } from '@gramota/contracts';
import {
  DEFAULT_SELLER,
  formatAmount,
  formatPaperDate,
  paperHtml,
  roublesInWords,
  sellerRequisites,
  type PaperContent,
} from '..';

describe('a rouble sum in words', () => {
  it.each([
    [4900, 'Сорок девять рублей 00 копеек'],
    [2100, 'Двадцать один рубль 00 копеек'],
    [199050, 'Одна тысяча девятьсот девяносто рублей 50 копеек'],
    [201, 'Два рубля 01 копейка'],
    [
      123456700,
      'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь рублей 00 копеек',
    ],
    [0, 'Ноль рублей 00 копеек'],
  ])('%i kopecks: %s', (kopecks, words) => {
    expect(roublesInWords(kopecks)).toBe(words);
  });

  it('refuses what is not a whole number of kopecks', () => {
    expect(() => roublesInWords(49.5)).toThrow(RangeError);
    expect(() => roublesInWords(-100)).toThrow(RangeError);
  });
});

describe('bank paper texts', () => {
  it('writes sums and dates the way each language does', () => {
    expect(formatAmount('ru', 199050)).toBe('1\u00a0990,50');
    expect(formatAmount('en', 199050)).toBe('1,990.50');
    expect(formatAmount('de', 199050)).toBe('1.990,50');
    const day = Date.UTC(2026, 10, 26);
    expect(formatPaperDate('ru', day)).toBe('26 ноября 2026 г.');
    expect(formatPaperDate('de', day)).toBe('26. November 2026');
    expect(formatPaperDate('it', day)).toBe('26 novembre 2026');
  });
});

describe('a paper page', () => {
  const content: PaperContent = {
    kind: 'invoice',
    language: 'ru',
    number: 42,
    date: Date.UTC(2026, 10, 26),
    seller: DEFAULT_SELLER,
    buyer: { org: 'Школа <script>alert(1)</script>', inn: '7701234567', kpp: '', address: '' },
    line: 'PRO: все шаблоны, 12 месяцев & "ещё"',
    sumMinor: 4900,
    currency: 'RUB',
  };

  it("prints the school's own text as text, never as markup", () => {
    const html = paperHtml(content);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Школа &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('12 месяцев &amp; &quot;ещё&quot;');
  });

  it('holds the number, date, sum in words and no-VAT line, in the account language', () => {
    const ru = paperHtml(content);
    expect(ru).toContain('Счёт на оплату № 42 от 26 ноября 2026 г.');
    expect(ru).toContain('Сорок девять рублей 00 копеек');
    expect(ru).toContain('Без НДС');
    const act = paperHtml({ ...content, kind: 'act', language: 'de' });
    expect(act).toContain('Leistungsnachweis Nr. 42 vom 26. November 2026');
    expect(act).toContain('Ohne MwSt.');
  });

  it('writes the total in words only for roubles', () => {
    expect(paperHtml({ ...content, currency: 'EUR' })).not.toContain('рублей');
  });

  it('prints the configured seller over the placeholders', () => {
    const seller = sellerRequisites({ name: 'ООО «Пример»', inn: ' ', bik: '044525225' });
    expect(seller).toMatchObject({
      name: 'ООО «Пример»',
      inn: DEFAULT_SELLER.inn,
      bik: '044525225',
    });
    for (const language of LANGUAGES)
      expect(paperHtml({ ...content, language, seller })).toContain('ООО «Пример»');
  });
});

/**
 * The sheet of links for parents (issue 37), printed by the real engine (Debian Chromium) and read
 * back as a parent's phone and a teacher's eye would: every card's QR code decoded off the drawn
 * PDF by zbar, every pupil's name in the text layer, 12 cards to an A4 page, in the list's order.
 * The pupils are the shared register export's 25 (hyphens, ё, Korean, Armenian and Kazakh names).
 */
import { pdfFacts, pdfQrCodes } from '@gramota/app-harness';
import { engineForBlock } from '../../../test-support/render-engine-kit';
import { registerPupils } from '../../../test-support/class-list-names';
import { composeLinkCardSheet, type LinkCardTexts } from '../link-cards';

jest.setTimeout(120_000);

const MM_TO_PT = 72 / 25.4;

const texts: LinkCardTexts = {
  title: 'Ссылки для родителей · Грамота <за «Весёлые старты»>',
  docName: 'Грамота <за «Весёлые старты»>',
  until: 'Действует до 15 декабря 2026 г.',
  page: (page, pages) => `Лист ${page} из ${pages}`,
};

/** Links as the server makes them: the share page of a 22-character random code. */
const linkOf = (at: number) =>
  `https://gramota.example/app/s/${`${at}`.padStart(2, '0')}${'Xy-_9'.repeat(4)}/`;

describe('the sheet of links for parents', () => {
  it('puts 12 cards on a page with cut lines, escaping the names', () => {
    const cards = Array.from({ length: 13 }, (_, at) => ({
      name: at === 0 ? '<img src=x onerror=alert(1)>' : `Pupil ${at}`,
      url: linkOf(at),
    }));
    const composed = composeLinkCardSheet(cards, texts, 'ru');
    expect(composed.sheets).toHaveLength(2);
    expect(composed.html).not.toContain('<img src=x');
    expect(composed.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(composed.html.match(/class="gr-card"/g)).toHaveLength(13);
    // Four columns' and five rows' lines a page: between and round the 3 × 4 cards.
    const cuts = composed.html.split('class="gr-cards-cuts"').slice(1);
    expect(cuts).toHaveLength(2);
    for (const sheet of cuts) expect(sheet.split('</svg>')[0]!.match(/<line /g)).toHaveLength(9);
  });

  describe('printed by the engine', () => {
    const block = engineForBlock('link-cards');

    it('gives every pupil a card whose QR code reads back as that pupil’s link', async () => {
      const pupils = (await registerPupils()).map((pupil) => pupil.text);
      expect(pupils).toHaveLength(25);
      const cards = pupils.map((name, at) => ({ name, url: linkOf(at) }));
      const { pdf, sheets } = await block.engine.renderLinkCards('user-1', cards, texts, {
        title: texts.title,
        language: 'ru',
      });
      expect(sheets).toBe(3);

      const facts = await pdfFacts(pdf);
      expect(facts.pages).toBe(3);
      expect(facts.tagged).toBe(true);
      expect(facts.title).toBe(texts.title);
      expect(facts.widthPt).toBeCloseTo(210 * MM_TO_PT, 0);
      expect(facts.heightPt).toBeCloseTo(297 * MM_TO_PT, 0);
      const text = facts.text.replace(/\s+/g, ' ');
      const at = pupils.map((name) => text.indexOf(name));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(text).toContain('Действует до 15 декабря 2026 г.');
      expect(text).toContain('Лист 3 из 3');

      // Page by page: the first 12 links, the next 12, the last one; each read exactly once.
      const read = await pdfQrCodes(pdf);
      expect(read.map((page) => [...page].sort())).toEqual([
        cards
          .slice(0, 12)
          .map((card) => card.url)
          .sort(),
        cards
          .slice(12, 24)
          .map((card) => card.url)
          .sort(),
        [cards[24]!.url],
      ]);
    });
  });
});

/**
 * The sheet of links for parents (issue 37): A4 pages of 12 cards (3 across, 4 down), each with a
 * pupil's name, the document's name, a QR code of the pupil's link, until when it works and the
 * address in small print for typing by hand. Dashed cut lines run between the cards and around
 * them; the cards sit inside a 10 mm margin no office printer loses. Pure: HTML for the engine.
 */
import { paperSizeMm } from '@gramota/doc-style';
import { escapeHtml } from '@gramota/doc-content';
import { PARENT_LINK_LIMITS } from '@gramota/contracts';
import { renderHead } from './compose';
import type { ComposedPrint } from './print-sheets';
import { RenderNoteList } from './render-notes';
import { qrSvg } from './verify-mark';

export interface LinkCard {
  /** The pupil's name. */
  name: string;
  url: string;
}

/** The sheet's words in the teacher's language, plain text (escaped here). */
export interface LinkCardTexts {
  /** The PDF's and the pages' title: "Links for parents · Certificate". */
  title: string;
  /** The document's name, under each pupil's name. */
  docName: string;
  /** "Works until 15.12.2026". */
  until: string;
  /** "Page {{page}} of {{pages}}", with the numbers put in. */
  page(page: number, pages: number): string;
}

const COLUMNS = 3;
const ROWS = PARENT_LINK_LIMITS.cardsPerSheet / COLUMNS;
const MARGIN_MM = 10;
/** The QR code's side: a phone reads it from arm's length, a scuff or fold aside. */
const QR_MM = 34;

const num = (value: number) => Number(value.toFixed(3));

function sheetCss(paper: { width: number; height: number }, card: { w: number; h: number }) {
  return [
    `@page { size: ${paper.width}mm ${paper.height}mm; margin: 0; }`,
    'html, body { margin: 0; padding: 0; background: #fff; }',
    `.gr-cards-sheet { position: relative; width: ${paper.width}mm; height: ${paper.height}mm;`,
    '  overflow: hidden; break-after: page; font-family: "PT Sans", sans-serif; color: #111; }',
    '.gr-cards-sheet:last-child { break-after: auto; }',
    '.gr-cards-head { position: absolute; left: 10mm; right: 10mm; top: 3.5mm; font-size: 8pt;',
    '  color: #555; display: flex; justify-content: space-between; gap: 4mm; margin: 0; }',
    '.gr-cards-head span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }',
    '.gr-cards-cuts { position: absolute; left: 0; top: 0; }',
    `.gr-card { position: absolute; width: ${num(card.w)}mm; height: ${num(card.h)}mm;`,
    '  box-sizing: border-box; padding: 3.5mm 3mm 2.5mm; display: flex; flex-direction: column;',
    '  align-items: center; text-align: center; }',
    // Two lines kept for every name, so the codes line up across a row whatever the names' length.
    '.gr-card h2 { font-size: 11pt; line-height: 1.2; margin: 0; height: 2.4em; overflow: hidden;',
    '  overflow-wrap: anywhere; display: flex; align-items: center; justify-content: center; }',
    '.gr-card .gr-card-doc { font-size: 8pt; color: #444; margin: 0.8mm 0 1.5mm; max-width: 100%;',
    '  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }',
    `.gr-card .gr-card-qr { width: ${QR_MM}mm; height: ${QR_MM}mm; flex: none; }`,
    '.gr-card .gr-card-qr svg { width: 100%; height: 100%; }',
    '.gr-card .gr-card-until { font-size: 8pt; margin: 1.2mm 0 0.6mm; }',
    '.gr-card .gr-card-url { font: 6pt/1.2 "DejaVu Sans Mono", monospace; color: #333;',
    '  overflow-wrap: anywhere; margin: 0; }',
  ].join('\n');
}

/** Dashed cut lines along every edge between the cards and round the grid. */
function cutLines(paper: { width: number; height: number }, card: { w: number; h: number }) {
  const lines: string[] = [];
  for (let column = 0; column <= COLUMNS; column += 1) {
    const x = num(MARGIN_MM + column * card.w);
    lines.push(
      `<line x1="${x}" y1="${MARGIN_MM}" x2="${x}" y2="${num(paper.height - MARGIN_MM)}"/>`,
    );
  }
  for (let row = 0; row <= ROWS; row += 1) {
    const y = num(MARGIN_MM + row * card.h);
    lines.push(
      `<line x1="${MARGIN_MM}" y1="${y}" x2="${num(paper.width - MARGIN_MM)}" y2="${y}"/>`,
    );
  }
  return (
    `<svg class="gr-cards-cuts" aria-hidden="true" width="${paper.width}mm" height="${paper.height}mm" ` +
    `viewBox="0 0 ${paper.width} ${paper.height}"><g stroke="#888" stroke-width="0.2" ` +
    `stroke-dasharray="2 1.5" fill="none">${lines.join('')}</g></svg>`
  );
}

/** The A4 pages of cards, 12 to a page, in the order given (the run's table order). */
export function composeLinkCardSheet(
  cards: readonly LinkCard[],
  texts: LinkCardTexts,
  /** BCP 47 language of the words, or null. */
  language: string | null,
): ComposedPrint {
  const paper = paperSizeMm('a4');
  const card = {
    w: (paper.width - 2 * MARGIN_MM) / COLUMNS,
    h: (paper.height - 2 * MARGIN_MM) / ROWS,
  };
  const perSheet = COLUMNS * ROWS;
  const pages = Math.max(1, Math.ceil(cards.length / perSheet));
  const docName = escapeHtml(texts.docName);
  const until = escapeHtml(texts.until);
  const sheets: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const onPage = cards.slice(page * perSheet, (page + 1) * perSheet);
    const cardHtml = onPage.map((item, at) => {
      const left = num(MARGIN_MM + (at % COLUMNS) * card.w);
      const top = num(MARGIN_MM + Math.floor(at / COLUMNS) * card.h);
      return (
        `<section class="gr-card" style="left:${left}mm;top:${top}mm">` +
        `<h2>${escapeHtml(item.name)}</h2>` +
        (docName ? `<p class="gr-card-doc">${docName}</p>` : '') +
        `<div class="gr-card-qr" role="img" aria-label="${escapeHtml(item.url)}">${qrSvg(item.url, 128)}</div>` +
        `<p class="gr-card-until">${until}</p>` +
        `<p class="gr-card-url">${escapeHtml(item.url)}</p>` +
        '</section>'
      );
    });
    sheets.push(
      `<div class="gr-cards-sheet">` +
        `<p class="gr-cards-head"><span>${escapeHtml(texts.title)}</span>` +
        `<span>${escapeHtml(texts.page(page + 1, pages))}</span></p>` +
        cutLines(paper, card) +
        cardHtml.join('') +
        '</div>',
    );
  }
  const html = [
    '<!doctype html>',
    renderHead(texts.title, language, [sheetCss(paper, card)]),
    '<body>',
    ...sheets,
    '</body></html>',
  ].join('\n');
  return {
    html,
    sheets: Array.from({ length: pages }, () => paper),
    press: null,
    perSheet,
    notes: new RenderNoteList(),
    pageHeights: [],
  };
}

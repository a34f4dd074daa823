/**
 * The HTML of an object block's entity. The editor's object components can show this same HTML
 * (it is escaped and allowlisted), so a picture or table looks the same on screen and in the file.
 */
import { DOC_CLASSES, DOC_CSS_VARS, alignClass, floatClass } from '@gramota/doc-style';
import { qrSrc, stampSrc } from './entity-sources';
import { escapeHtml, px, textToHtml } from './html-text';
import type { RenderOptions } from './inline-style';
import type { PlacedObject, RawEntity, TableEntityData, TextboxEntityData } from './raw-content';

function pictureHtml(className: string, src: string, object: PlacedObject & { width: number }) {
  const style = [`width:${px(object.width)}`];
  if (object.float === 'absolute') {
    style.push(`left:${px(object.x ?? 0)}`, `top:${px(object.y ?? 0)}`);
  }
  const classes = `${className} ${floatClass(object.float)}`;
  return `<img class="${classes}" src="${escapeHtml(src)}" style="${style.join(';')}" alt="">`;
}

const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

function tableHtml(table: TableEntityData): string {
  const classes = [DOC_CLASSES.table, table.border === 0 && DOC_CLASSES.tableNoBorder];
  // table-layout: fixed takes column widths from the first row, so only its cells carry them.
  const cell = (text: string, column: number, row: number) => {
    const width = row === 0 ? table.widths?.[column] : undefined;
    const style = width === undefined ? '' : ` style="width:${percent(width)}"`;
    // An empty cell keeps one line of height, like an empty paragraph.
    return `<td${style}>${text === '' ? '<br>' : textToHtml(text)}</td>`;
  };
  const rows = table.rows
    .map(
      (cells, row) => `<tr>${cells.map((text, column) => cell(text, column, row)).join('')}</tr>`,
    )
    .join('');
  return (
    `<table class="${classes.filter(Boolean).join(' ')}" ` +
    `style="${DOC_CSS_VARS.tableBorder}:${px(table.border)}"><tbody>${rows}</tbody></table>`
  );
}

function textboxHtml(box: TextboxEntityData): string {
  const classes = [DOC_CLASSES.textbox, box.align && alignClass(box.align)];
  const style = [
    `left:${px(box.x)}`,
    `top:${px(box.y)}`,
    `width:${px(box.width)}`,
    `height:${px(box.height)}`,
    box.sizePt !== undefined && `font-size:${box.sizePt}pt`,
  ];
  return (
    `<div class="${classes.filter(Boolean).join(' ')}" ` +
    `style="${style.filter(Boolean).join(';')}">${textToHtml(box.text)}</div>`
  );
}

/**
 * One object as HTML; '' when the document does not show it: a free document loses pictures and
 * QR codes (seed 001 §6), stamps stay.
 */
export function entityHtml(entity: RawEntity, options: RenderOptions): string {
  switch (entity.type) {
    case 'IMAGE':
      return options.pro ? pictureHtml(DOC_CLASSES.image, entity.data.src, entity.data) : '';
    case 'QR':
      return options.pro ? pictureHtml(DOC_CLASSES.qr, qrSrc(entity.data.data), entity.data) : '';
    case 'STAMP':
      return pictureHtml(DOC_CLASSES.stamp, stampSrc(entity.data.stampId), entity.data);
    case 'TABLE':
      return tableHtml(entity.data);
    case 'TEXTBOX':
      return textboxHtml(entity.data);
  }
}

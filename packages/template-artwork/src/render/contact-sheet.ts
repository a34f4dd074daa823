// A contact sheet of every thumbnail with its id and name: for people checking the artwork.
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { CatalogueManifest } from './manifest';

const CELL_WIDTH = 300;
const LABEL_HEIGHT = 34;
const GAP = 12;

export async function writeContactSheet(
  manifest: CatalogueManifest,
  dir: string,
  file: string,
  columns = 8,
): Promise<void> {
  const rows = manifest.templates;
  const cellHeight = Math.max(...rows.map((row) => row.thumbnail.height)) + LABEL_HEIGHT;
  const lines = Math.ceil(rows.length / columns);
  const width = columns * (CELL_WIDTH + GAP) + GAP;
  const height = lines * (cellHeight + GAP) + GAP;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const overlays: OverlayOptions[] = [];
  rows.forEach((row, index) => {
    const left = GAP + (index % columns) * (CELL_WIDTH + GAP);
    const top = GAP + Math.floor(index / columns) * (cellHeight + GAP);
    overlays.push({ input: path.join(dir, row.thumbnail.file), left, top });
    const label =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_WIDTH}" height="${LABEL_HEIGHT}">` +
      `<text x="4" y="14" font-family="DejaVu Sans" font-size="12" font-weight="bold" fill="#222">${escape(row.id)} · ${row.category} · ${row.format}${row.pro ? ' · PRO' : ''}</text>` +
      `<text x="4" y="29" font-family="DejaVu Sans" font-size="12" fill="#444">${escape(row.name)}</text></svg>`;
    overlays.push({ input: Buffer.from(label), left, top: top + row.thumbnail.height + 2 });
  });
  await sharp({ create: { width, height, channels: 3, background: '#e9e6df' } })
    .composite(overlays)
    .png()
    .toFile(file);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { readEml, type ReadEml } from './eml-reader';

/** The page shows this many newest messages. */
export const OUTBOX_PAGE_LIMIT = 50;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface OutboxEntry extends ReadEml {
  file: string;
}

/** The newest .eml files of the outbox folder, newest first (their names start with the time). */
export async function readOutbox(dir: string, limit = OUTBOX_PAGE_LIMIT): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries: OutboxEntry[] = [];
  for (const file of newest) {
    try {
      entries.push({ file, ...readEml(await fs.readFile(path.join(dir, file), 'utf8')) });
    } catch {
      // Removed between listing and reading: skip it.
    }
  }
  return entries;
}

/** The attached files' names and sizes (a sent ready file has its JPEG and PDF). */
function attachmentsRow(entry: OutboxEntry): string {
  if (!entry.attachments?.length) return '';
  const names = entry.attachments.map(
    (file) => `${escapeHtml(file.filename)} (${Math.ceil(file.content.length / 1024)} KB)`,
  );
  return `<dt>Attached</dt><dd>${names.join(', ')}</dd>\n`;
}

/** Plain server-rendered HTML: every value from a message is escaped. */
export function renderOutboxPage(entries: OutboxEntry[], dir: string): string {
  const items = entries.map(
    (entry) => `<article>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(entry.subject)}</dd>
<dt>Date</dt><dd>${escapeHtml(entry.date)}</dd>
<dt>File</dt><dd><code>${escapeHtml(entry.file)}</code></dd>
${attachmentsRow(entry)}</dl>
<pre>${escapeHtml(entry.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Outbox · Gramota</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; color: #222; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
dl { display: grid; grid-template-columns: 6rem 1fr; margin: 0.5rem 0; }
dt { color: #666; } dd { margin: 0; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.75rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so e-mails are written to
<code>${escapeHtml(dir)}</code>. Newest first, at most ${OUTBOX_PAGE_LIMIT}. This page answers only on
the server machine itself.</p>
${items.length ? items.join('\n') : '<p>No e-mails yet.</p>'}
</body>
</html>
`;
}

#!/usr/bin/env node
// A local Google Sheets CSV export: GET /spreadsheets/d/{id}/export?format=csv&gid={gid} answers
// the sheet's CSV as Google does (UTF-8, ',' and CRLF). Built-in sheets for the failures a link
// meets: 'slow-sheet-0000' answers after `slowMs`, 'huge-sheet-0000' streams 50 MB, an unknown id
// is a 404, 'redirect-away-0000' redirects to another host name (localhost instead of 127.0.0.1).
// Every request is recorded. Test-only calls under /_stand-in/: sheet (add one), requests.
//   import { startGoogleSheets } from './google-sheets.mjs'
//   node packages/test-stand-ins/google-sheets.mjs --port 4300
//   (prints "ready http://127.0.0.1:4300": SHEETS_BASE_URL)
import http from 'node:http';
import {
  closeServer,
  configJson,
  flag,
  isMain,
  listen,
  readText,
  send,
  sendJson,
  serve,
} from './stand-in-kit.mjs';

const EXPORT_PATH = /^\/spreadsheets\/d\/([A-Za-z0-9_-]+)\/export$/;
const HUGE_BYTES = 50 * 1024 * 1024;

/** The class list every stand-in starts with: sheet 'class-5a-sheet-0000', gid 0. */
export const CLASS_5A_CSV =
  'Фамилия Имя,Класс\r\nИванов Иван,5 А\r\n"Петрова, Мария",5 А\r\n"Сидоров\r\nПётр",5 А\r\n';

/**
 * @param {{ port?: number, host?: string, slowMs?: number,
 *   sheets?: { id: string, gid?: string, csv: string }[] }} [options]
 */
export async function startGoogleSheets({
  port = 0,
  host = '127.0.0.1',
  slowMs = 30000,
  sheets = [],
} = {}) {
  /** `${id}#${gid}` → CSV text. */
  const csv = new Map([['class-5a-sheet-0000#0', CLASS_5A_CSV]]);
  for (const sheet of sheets) csv.set(`${sheet.id}#${sheet.gid ?? '0'}`, sheet.csv);
  /** Every request: { method, path }. */
  const requests = [];
  const timers = new Set();
  let base = '';

  function exportSheet(id, url, response) {
    if (url.searchParams.get('format') !== 'csv')
      return send(response, 400, 'text/plain', 'format');
    if (id === 'slow-sheet-0000') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, 200, 'text/csv; charset=utf-8', CLASS_5A_CSV);
      }, slowMs);
      timers.add(timer);
      return;
    }
    if (id === 'huge-sheet-0000') {
      // Streamed, never held whole: the client is expected to stop reading long before the end.
      response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      const line = Buffer.from(`${'Ученик Ученикович,5 А,'.repeat(30)}\r\n`);
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES) {
          sent += line.length;
          if (!response.write(line)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (sent = HUGE_BYTES));
      return pump();
    }
    if (id === 'redirect-away-0000') {
      response.writeHead(302, {
        Location: `${base.replace('127.0.0.1', 'localhost')}${url.pathname}${url.search}`,
      });
      return response.end();
    }
    const text = csv.get(`${id}#${url.searchParams.get('gid') ?? '0'}`);
    if (text === undefined) return send(response, 404, 'text/html', '<html>Not found</html>');
    send(response, 200, 'text/csv; charset=utf-8', text);
  }

  async function control(action, request, response) {
    if (action === 'sheet' && request.method === 'POST') {
      const { id, gid = '0', csv: text } = JSON.parse(await readText(request));
      csv.set(`${id}#${gid}`, text);
      return sendJson(response, 200, { ok: true }, 'application/json');
    }
    if (action === 'requests') return sendJson(response, 200, { requests }, 'application/json');
    sendJson(response, 404, { error: 'not_found' }, 'application/json');
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const controlMatch = /^\/_stand-in\/(\w+)$/.exec(url.pathname);
    if (controlMatch)
      return void control(controlMatch[1], request, response).catch(() =>
        send(response, 500, 'text/plain', 'error'),
      );
    requests.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      host: request.headers.host,
    });
    const match = EXPORT_PATH.exec(url.pathname);
    if (match && request.method === 'GET') return exportSheet(match[1], url, response);
    send(response, 404, 'text/html', '<html>Not found</html>');
  });
  base = `http://${host}:${await listen(server, port, host)}`;

  return {
    url: base,
    requests,
    addSheet: (id, text, gid = '0') => void csv.set(`${id}#${gid}`, text),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return closeServer(server);
    },
  };
}

if (isMain(import.meta.url)) {
  const sheets = await startGoogleSheets(
    configJson() ?? { port: Number(flag('--port', '4300')), host: flag('--host', '127.0.0.1') },
  );
  serve(sheets, sheets.url);
}

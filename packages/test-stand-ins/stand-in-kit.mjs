// The plumbing every stand-in server shares (bodies, JSON answers, listening, closing, the
// command line), so that each stand-in file holds only the protocol it imitates.
//   import { readText, sendJson, listen, closeServer } from './stand-in-kit.mjs'
import { pathToFileURL } from 'node:url';

/** The whole request body as bytes (uploads and multipart stay binary). */
export async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The whole request body as UTF-8 text (JSON and urlencoded forms). */
export async function readText(request) {
  return (await readBody(request)).toString('utf8');
}

/** One whole answer with its Content-Type (CSV, HTML, plain text or JSON already encoded). */
export function send(response, status, contentType, body) {
  response.writeHead(status, { 'Content-Type': contentType });
  response.end(body);
}

/**
 * A JSON answer. Most services imitated here label JSON with a charset; a stand-in whose service
 * does not (Telegram, Google) passes its own `contentType`, so its answers stay as they were.
 */
export function sendJson(response, status, body, contentType = 'application/json; charset=utf-8') {
  send(response, status, contentType, JSON.stringify(body));
}

/**
 * Listens on `host:port` (port 0 picks a free one) and resolves the port actually taken.
 * @param {{ listen: Function, once: Function }} server
 * @param {{ address: () => unknown }} [addressOf] the net server holding the address, when
 *   `server` wraps one (smtp-server's SMTPServer)
 */
export async function listen(server, port, host, addressOf = server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = addressOf.address();
  return typeof address === 'object' && address ? address.port : port;
}

/**
 * Closes an http server at once: keep-alive connections that clients leave open would hold up
 * close() (and with it a test's teardown) until they time out.
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve(undefined));
  });
}

/** True when node was started with this module's file, not when a test imports it. */
export const isMain = (moduleUrl) => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

/** Every value given as `name value` on the command line (a flag may repeat). */
export const flagValues = (name, args = process.argv.slice(2)) =>
  args.flatMap((arg, index) =>
    arg === name && args[index + 1] !== undefined ? [args[index + 1]] : [],
  );

/** The first value of `name value` on the command line, or `fallback`. */
export const flag = (name, fallback, args = process.argv.slice(2)) =>
  flagValues(name, args)[0] ?? fallback;

/** The options object of `--config-json '{...}'` (how launch.cjs passes everything), if given. */
export function configJson(args = process.argv.slice(2)) {
  const text = flag('--config-json', undefined, args);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Runs a started stand-in until SIGTERM/SIGINT (then closes it and exits 0). Prints "ready <url>":
 * launch.cjs waits for that line.
 * @param {{ close: () => Promise<unknown> }} standIn
 * @param {string} url
 */
export function serve(standIn, url) {
  console.log(`ready ${url}`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

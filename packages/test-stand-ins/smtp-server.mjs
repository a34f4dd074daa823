#!/usr/bin/env node
// A local SMTP server that keeps what it receives: the stand-in for a real mail server in tests.
//   import { startSmtp } from './smtp-server.mjs'
//   node packages/test-stand-ins/smtp-server.mjs --port 2525   (prints "ready smtp://..." and
//   one "message {json}" line per e-mail)
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import mailParse from './mail-parse.cjs';
import mailbox from './mailbox.cjs';

const { readMessage, extractCode } = mailParse;
const { Mailbox } = mailbox;
export { extractCode };

/**
 * @param {{ port?: number, host?: string, onMessage?: (message: import('./mailbox.cjs').ReceivedMessage) => void }} [options]
 *   port 0 (default) picks a free one. Any user/password is accepted, and so is no login at all.
 */
export async function startSmtp({ port = 0, host = '127.0.0.1', onMessage } = {}) {
  const box = new Mailbox();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'gramota test stand-in',
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username || 'anyone' });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = readMessage(raw);
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          raw,
          receivedAt: new Date().toISOString(),
        };
        box.add(message);
        onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    /** Every message received, oldest first. */
    messages: box.messages,
    /** @type {(to: string, timeoutMs?: number) => Promise<import('./mailbox.cjs').ReceivedMessage>} */
    waitForMessage: (to, timeoutMs) => box.waitForMessage(to, timeoutMs),
    extractCode,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

function option(args, name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const smtp = await startSmtp({
    port: Number(option(args, '--port', '2525')),
    host: option(args, '--host', '127.0.0.1'),
    onMessage: (message) => {
      console.log(`message ${JSON.stringify({ ...message, code: safeCode(message) })}`);
    },
  });
  console.log(`ready ${smtp.url}`);
  const stop = () => smtp.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function safeCode(message) {
  try {
    return extractCode(message);
  } catch {
    return null;
  }
}

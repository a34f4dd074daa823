#!/usr/bin/env node
// A local SMTP server that keeps what it receives: the stand-in for a real mail server in tests.
//   import { startSmtp } from './smtp-server.mjs'
//   node packages/test-stand-ins/smtp-server.mjs --port 2525   (prints "ready smtp://..." and
//   one "message {json}" line per e-mail)
import { SMTPServer } from 'smtp-server';
import mailParse from './mail-parse.cjs';
import mailbox from './mailbox.cjs';
import { flag, isMain, listen, serve } from './stand-in-kit.mjs';

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
  const actualPort = await listen(server, port, host, server.server);
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

if (isMain(import.meta.url)) {
  const smtp = await startSmtp({
    port: Number(flag('--port', '2525')),
    host: flag('--host', '127.0.0.1'),
    onMessage: (message) => {
      console.log(`message ${JSON.stringify({ ...message, code: safeCode(message) })}`);
    },
  });
  serve(smtp, smtp.url);
}

function safeCode(message) {
  try {
    return extractCode(message);
  } catch {
    return null;
  }
}

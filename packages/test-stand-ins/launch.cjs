// Runs the stand-ins as child processes and talks to them over their output: for test runners
// that cannot import ES modules in-process (jest with CommonJS, as here).
//   const { launchSmtp, launchIdp } = require('../../packages/test-stand-ins/launch.cjs');
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const { extractCode } = require('./mail-parse.cjs');
const { Mailbox } = require('./mailbox.cjs');

const READY_TIMEOUT_MS = 15000;

/**
 * Starts `node <script> ...args`, resolves once it prints "ready <url>".
 * @param {string} script file name in this folder
 * @param {string[]} args
 * @param {(line: string) => void} [onLine] every later stdout line
 */
function launch(script, args, onLine) {
  const child = spawn(process.execPath, [path.join(__dirname, script), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${script} did not start in ${READY_TIMEOUT_MS} ms:\n${stderr}`));
    }, READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${stderr}`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const match = /^ready (\S+)/.exec(line);
        if (!ready && match) {
          ready = true;
          clearTimeout(timer);
          resolve({
            url: match[1],
            child,
            logs: () => stderr,
            stop: () =>
              new Promise((done) => {
                if (child.exitCode !== null) return done(undefined);
                child.once('exit', () => done(undefined));
                child.kill('SIGTERM');
              }),
          });
        } else if (ready && onLine) {
          onLine(line);
        }
      }
    });
  });
}

/**
 * The SMTP stand-in in a child process; messages arrive here as they are received.
 * @param {{ port?: number }} [options] port 0 (default) picks a free one
 */
async function launchSmtp({ port = 0 } = {}) {
  const box = new Mailbox();
  const started = await launch('smtp-server.mjs', ['--port', String(port)], (line) => {
    if (line.startsWith('message ')) box.add(JSON.parse(line.slice('message '.length)));
  });
  const url = started.url;
  return {
    url,
    port: Number(new URL(url).port),
    messages: box.messages,
    /** @type {(to: string, timeoutMs?: number) => Promise<import('./mailbox.cjs').ReceivedMessage>} */
    waitForMessage: (to, timeoutMs) => box.waitForMessage(to, timeoutMs),
    extractCode,
    stop: started.stop,
  };
}

/**
 * The OpenID Connect stand-in in a child process.
 * @param {{ port?: number, clients?: object[], accounts?: object[], autoLogin?: string }} options
 *   as startIdp in oidc-idp.mjs; port 0 (default) picks a free one
 */
async function launchIdp(options) {
  const started = await launch('oidc-idp.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  return {
    issuer: started.url,
    port: Number(new URL(started.url).port),
    logs: started.logs,
    stop: started.stop,
  };
}

/** A JSON call to a stand-in's test-only /_stand-in/ endpoints. */
async function control(url, action, body) {
  const response = await fetch(`${url}/_stand-in/${action}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`stand-in ${action}: ${response.status}`);
  return response.json();
}

/**
 * The Telegram Bot API stand-in in a child process.
 * @param {{ port?: number, token?: string, botName?: string }} [options] as startTelegramBotApi
 */
async function launchTelegramBotApi(options = {}) {
  const started = await launch('telegram-bot-api.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** The person writes to the bot, e.g. '/start CODE' (what opening the deep link sends). */
    userWrites: (chatId, text) => control(url, 'write', { chat_id: chatId, text }).then(() => {}),
    /** The person blocks the bot: sendDocument to the chat answers 403 from now on. */
    block: (chatId) => control(url, 'block', { chat_id: chatId }).then(() => {}),
    /** Every document the bot sent, with its bytes. */
    documents: async () =>
      (await control(url, 'documents')).documents.map(({ content_base64, ...rest }) => ({
        ...rest,
        content: Buffer.from(content_base64, 'base64'),
      })),
    logs: started.logs,
    stop: started.stop,
  };
}

/**
 * The Yandex OAuth + Disk stand-in in a child process.
 * @param {{ port?: number, clients?: object[] }} options as startYandexDisk
 */
async function launchYandexDisk(options = {}) {
  const started = await launch('yandex-disk.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** The person refuses access on the next authorization. */
    denyNext: () => control(url, 'deny', {}).then(() => {}),
    /** Every token stops working (revoked or expired at the provider). */
    revokeTokens: () => control(url, 'revoke', {}).then(() => {}),
    /** Later upload links point to `base` (another server); '' for the stand-in itself. */
    uploadBase: (base) => control(url, 'upload-base', { base }).then(() => {}),
    /** The upload target answers 307 to `to` (+ its path); '' stops it. */
    redirectUploads: (to) => control(url, 'redirect-uploads', { to }).then(() => {}),
    files: async () =>
      (await control(url, 'files')).files.map(({ path, content_base64 }) => ({
        path,
        content: Buffer.from(content_base64, 'base64'),
      })),
    logs: started.logs,
    stop: started.stop,
  };
}

/**
 * The Google Sheets CSV export stand-in in a child process.
 * @param {{ port?: number, slowMs?: number, sheets?: object[] }} [options] as startGoogleSheets
 */
async function launchGoogleSheets(options = {}) {
  const started = await launch('google-sheets.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** Adds (or replaces) a sheet's CSV export. */
    addSheet: (id, csv, gid = '0') => control(url, 'sheet', { id, gid, csv }).then(() => {}),
    /** Every export request the stand-in received, oldest first. */
    requests: async () => (await control(url, 'requests')).requests,
    logs: started.logs,
    stop: started.stop,
  };
}

/**
 * The YooKassa API stand-in in a child process.
 * @param {{ port?: number, shops?: { shop_id: string, secret_key: string }[] }} [options] as startYookassa
 */
async function launchYookassa(options = {}) {
  const started = await launch('yookassa.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** For YOOKASSA_URL. */
    apiUrl: `${url}/v3`,
    /** The payer paid: pending → succeeded. */
    succeed: (id) => control(url, 'succeed', { id }),
    /** The bank declined: pending → canceled with cancellation_details.reason. */
    cancel: (id, reason) => control(url, 'cancel', { id, reason }),
    /** Posts YooKassa's (unsigned) notification of the payment's state to `webhookUrl`. */
    notify: (id, webhookUrl, event) => control(url, 'notify', { id, url: webhookUrl, event }),
    payments: async () => (await control(url, 'payments')).payments,
    logs: started.logs,
    stop: started.stop,
  };
}

/**
 * The PayPal REST API stand-in in a child process.
 * @param {{ port?: number, clients?: { client_id: string, secret: string }[], webhook_id?: string,
 *   token_ttl?: number }} [options] as startPaypal
 */
async function launchPaypal(options = {}) {
  const started = await launch('paypal.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** The payer approved the order at PayPal (what the approve link's Pay Now does). */
    approve: (id) => control(url, 'approve', { id }),
    /** The order's capture will be DECLINED. */
    decline: (id) => control(url, 'decline', { id }),
    /** Captures the order if needed and posts a signed PAYMENT.CAPTURE.* webhook to `webhookUrl`. */
    webhook: (id, webhookUrl, eventType) =>
      control(url, 'webhook', { id, url: webhookUrl, event_type: eventType }),
    /** How many token and verify-webhook-signature calls it answered. */
    stats: () => control(url, 'stats'),
    /** Every token stops working (as if revoked or expired early). */
    expireTokens: () => control(url, 'expire-tokens', {}).then(() => {}),
    logs: started.logs,
    stop: started.stop,
  };
}

/**
 * The OpenAI-compatible chat-completions stand-in in a child process.
 * @param {{ port?: number, apiKey?: string, model?: string, answer?: string, delayMs?: number }}
 *   [options] as startOpenAiChat
 */
async function launchOpenAiChat(options = {}) {
  const started = await launch('openai-chat.mjs', [
    '--config-json',
    JSON.stringify({ ...options, port: options.port ?? 0 }),
  ]);
  const url = started.url;
  return {
    url,
    /** For AI_BASE_URL. */
    apiUrl: `${url}/v1`,
    /**
     * Queues how the next chat request behaves: normal, slow, stall, drop, error, garbage,
     * redirect (`status` 3xx, `location`).
     */
    next: (behaviour, extra = {}) => control(url, 'next', { ...extra, behaviour }).then(() => {}),
    /** Every chat request the stand-in received, oldest first: { body, authorization }. */
    requests: async () => (await control(url, 'requests')).requests,
    /** Forgets the queued behaviours and the recorded requests. */
    reset: () => control(url, 'reset', {}).then(() => {}),
    logs: started.logs,
    stop: started.stop,
  };
}

module.exports = {
  launchOpenAiChat,
  launchYookassa,
  launchPaypal,
  launchSmtp,
  launchIdp,
  launchTelegramBotApi,
  launchYandexDisk,
  launchGoogleSheets,
  extractCode,
};

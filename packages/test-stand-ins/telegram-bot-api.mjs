#!/usr/bin/env node
// A local Telegram Bot API (https://core.telegram.org/bots/api) for one bot: getMe, getUpdates
// (offset confirms earlier updates) and sendDocument (multipart, the files are kept), plus a few
// test-only calls under /_stand-in/ to play the person on the other side.
//   import { startTelegramBotApi } from './telegram-bot-api.mjs'
//   node packages/test-stand-ins/telegram-bot-api.mjs --port 4100 --token 123:abc --bot-name GramotaBot
//   (prints "ready http://127.0.0.1:4100"; the app then uses TELEGRAM_API_URL=that URL)
import http from 'node:http';
import {
  closeServer,
  configJson,
  flag,
  isMain,
  listen,
  readBody,
  sendJson,
  serve,
} from './stand-in-kit.mjs';

/** Bot API parameters come as a query string, urlencoded or multipart form, or JSON. */
async function readParams(request, url) {
  const params = new Map(url.searchParams);
  const type = request.headers['content-type'] ?? '';
  const body = await readBody(request);
  if (body.length === 0) return params;
  if (type.startsWith('application/json')) {
    for (const [key, value] of Object.entries(JSON.parse(body.toString('utf8')))) {
      params.set(key, value);
    }
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form')) {
    // fetch's Response parses both form encodings the way a server framework would.
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    for (const [key, value] of form) params.set(key, value);
  }
  return params;
}

/** The Bot API's JSON answers carry no charset. */
const answer = (response, status, body) => sendJson(response, status, body, 'application/json');

const fail = (response, status, description) =>
  answer(response, status, { ok: false, error_code: status, description });

/**
 * @param {{ port?: number, host?: string, token?: string, botName?: string }} [options]
 *   token: the one bot token accepted (default '123456:stand-in-token'); port 0 picks a free one.
 */
export async function startTelegramBotApi({
  port = 0,
  host = '127.0.0.1',
  token = '123456:stand-in-token',
  botName = 'GramotaStandInBot',
} = {}) {
  const botId = Number(token.split(':')[0]);
  /** Updates not yet confirmed by an offset above their id. */
  let queue = [];
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  /** Chats that have written to the bot (only those can be sent to), and those that blocked it. */
  const chats = new Set();
  const blocked = new Set();
  /** Every document received: { chat_id, caption, file_name, mime_type, content (Buffer) }. */
  const documents = [];

  /** The person on the other side writes `text` (e.g. '/start CODE' from a deep link). */
  function userWrites(chatId, text) {
    const id = Number(chatId);
    chats.add(id);
    blocked.delete(id);
    const command = /^\/\w+/.exec(text);
    queue.push({
      update_id: nextUpdateId++,
      message: {
        message_id: nextMessageId++,
        from: { id, is_bot: false, first_name: 'Teacher' },
        chat: { id, type: 'private', first_name: 'Teacher' },
        date: Math.floor(Date.now() / 1000),
        text,
        ...(command
          ? { entities: [{ offset: 0, length: command[0].length, type: 'bot_command' }] }
          : {}),
      },
    });
  }

  const methods = {
    getMe: () => ({ id: botId, is_bot: true, first_name: botName, username: botName }),
    getUpdates: (params) => {
      const offset = params.has('offset') ? Number(params.get('offset')) : undefined;
      const limit = Math.min(Math.max(Number(params.get('limit') ?? 100), 1), 100);
      // An offset confirms (forgets) every update below it; a negative one keeps the last -offset.
      if (offset !== undefined && offset >= 0) queue = queue.filter((u) => u.update_id >= offset);
      if (offset !== undefined && offset < 0) queue = queue.slice(offset);
      return queue.slice(0, limit);
    },
    sendDocument: (params, response) => {
      const chatId = Number(params.get('chat_id'));
      const document = params.get('document');
      if (!document || typeof document === 'string')
        return fail(response, 400, 'Bad Request: there is no document in the request');
      if (!chats.has(chatId)) return fail(response, 400, 'Bad Request: chat not found');
      if (blocked.has(chatId)) return fail(response, 403, 'Forbidden: bot was blocked by the user');
      return document.arrayBuffer().then((bytes) => {
        const content = Buffer.from(bytes);
        const caption = params.get('caption');
        documents.push({
          chat_id: chatId,
          caption: caption ?? null,
          file_name: document.name,
          mime_type: document.type || 'application/octet-stream',
          content,
        });
        const fileId = `doc-${documents.length}`;
        return {
          message_id: nextMessageId++,
          from: { id: botId, is_bot: true, first_name: botName, username: botName },
          chat: { id: chatId, type: 'private', first_name: 'Teacher' },
          date: Math.floor(Date.now() / 1000),
          document: {
            file_name: document.name,
            mime_type: document.type || 'application/octet-stream',
            file_id: fileId,
            file_unique_id: fileId,
            file_size: content.length,
          },
          ...(caption ? { caption } : {}),
        };
      });
    },
  };

  /** Test-only: POST /_stand-in/write {chat_id, text}, /_stand-in/block {chat_id}, GET documents. */
  async function control(request, response, action, url) {
    const params = await readParams(request, url);
    if (action === 'write') userWrites(params.get('chat_id'), String(params.get('text')));
    else if (action === 'block') blocked.add(Number(params.get('chat_id')));
    else if (action === 'documents') {
      return answer(response, 200, {
        documents: documents.map(({ content, ...rest }) => ({
          ...rest,
          content_base64: content.toString('base64'),
        })),
      });
    } else return fail(response, 404, 'Not Found');
    return answer(response, 200, { ok: true });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const controlMatch = /^\/_stand-in\/(\w+)$/.exec(url.pathname);
    if (controlMatch) {
      control(request, response, controlMatch[1], url).catch((error) =>
        fail(response, 500, error.message),
      );
      return;
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (!match) return fail(response, 404, 'Not Found');
    if (match[1] !== token) return fail(response, 401, 'Unauthorized');
    const method = methods[match[2]];
    if (!method) return fail(response, 404, 'Not Found: method not found');
    readParams(request, url)
      .then((params) => method(params, response))
      .then((result) => {
        if (result !== undefined && !response.headersSent)
          answer(response, 200, { ok: true, result });
      })
      .catch((error) => fail(response, 400, `Bad Request: ${error.message}`));
  });
  const url = `http://${host}:${await listen(server, port, host)}`;

  return {
    url,
    token,
    botName,
    documents,
    userWrites,
    block: (chatId) => blocked.add(Number(chatId)),
    close: () => closeServer(server),
  };
}

if (isMain(import.meta.url)) {
  const bot = await startTelegramBotApi(
    configJson() ?? {
      port: Number(flag('--port', '4100')),
      host: flag('--host', '127.0.0.1'),
      token: flag('--token', undefined),
      botName: flag('--bot-name', undefined),
    },
  );
  serve(bot, bot.url);
}

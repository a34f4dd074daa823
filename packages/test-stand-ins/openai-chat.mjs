#!/usr/bin/env node
// A local OpenAI-compatible chat-completions API: POST /v1/chat/completions answers as a stream of
// server-sent events (role frame, one frame per ~2 words with a small delay between them, a stop
// frame, `data: [DONE]`), GET /v1/models lists the one model. Bearer key checked when `apiKey` is
// set (401 invalid_api_key). Every chat request is recorded. Test-only calls under /_stand-in/:
// next (queue how the next request misbehaves: slow, stall, drop, error, garbage, redirect — a
// `status` 3xx to `location`), requests, reset.
//   import { startOpenAiChat } from './openai-chat.mjs'
//   node packages/test-stand-ins/openai-chat.mjs --port 4600 --api-key sk-test --model test-model
//   (prints "ready http://127.0.0.1:4600": AI_BASE_URL is that plus /v1)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  closeServer,
  configJson,
  flag,
  isMain,
  listen,
  readText,
  sendJson,
  serve,
} from './stand-in-kit.mjs';

export const BEHAVIOURS = ['normal', 'slow', 'stall', 'drop', 'error', 'garbage', 'redirect'];
/** How long `slow` keeps silent before the headers and `stall` after the first piece. */
const SLOW_MS = 5000;
const STALL_MS = 60000;

/** OpenAI's error body: `{ error: { message, type, code? } }`. */
const apiError = (response, status, error) => sendJson(response, status, { error });
const invalidRequest = (message, code = null) => ({
  message,
  type: 'invalid_request_error',
  code,
});

/** A message's text: a plain string, or the text parts of a multi-part content array. */
function contentText(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
}

/** Pieces of about two words each; joined again they give the text back exactly. */
export function splitAnswer(text) {
  const words = text.match(/\s*\S+/g) ?? [];
  const pieces = [];
  for (let index = 0; index < words.length; index += 2)
    pieces.push(words.slice(index, index + 2).join(''));
  const trailing = text.slice(pieces.join('').length);
  if (trailing && pieces.length > 0) pieces[pieces.length - 1] += trailing;
  else if (trailing) pieces.push(trailing);
  return pieces;
}

/**
 * @param {{ port?: number, host?: string, apiKey?: string, model?: string, answer?: string,
 *   delayMs?: number }} [options] `apiKey` unset: any key (or none) is accepted; `answer` unset:
 *   "Answer to: <the last user message, first 200 characters>"; `delayMs`: between pieces
 */
export async function startOpenAiChat({
  port = 0,
  host = '127.0.0.1',
  apiKey,
  model = 'gpt-4o-mini',
  answer,
  delayMs = 30,
} = {}) {
  /** How the next chat requests behave, first in first out; empty means 'normal'. */
  const queue = [];
  /** Every chat request: { body, authorization } (and `text` when the body was not JSON). */
  const requests = [];
  const timers = new Set();

  /** Waits `ms`; false (at once) if the client went away meanwhile. */
  const pause = (ms, response) =>
    new Promise((resolve) => {
      if (response.destroyed) return resolve(false);
      const finish = (open) => {
        clearTimeout(timer);
        timers.delete(timer);
        response.off('close', gone);
        resolve(open);
      };
      const gone = () => finish(false);
      const timer = setTimeout(() => finish(true), ms);
      timers.add(timer);
      response.once('close', gone);
    });

  /**
   * Writes one SSE frame; resolves once it left for the socket (so that a deliberate drop comes
   * after the pieces it promised) or the client went away.
   */
  const frame = (response, data) =>
    new Promise((resolve) => {
      const done = () => {
        response.off('close', done);
        resolve(undefined);
      };
      response.once('close', done);
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`, done);
    });

  const openStream = (response) =>
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });

  const authorized = (request) =>
    apiKey === undefined || request.headers.authorization === `Bearer ${apiKey}`;

  function answerText(body, plan) {
    if (typeof plan.answer === 'string') return plan.answer;
    if (typeof answer === 'string') return answer;
    const lastUser = body.messages.filter((message) => message?.role === 'user').at(-1);
    // By code points, so that an emoji at the cut is not split in half.
    return `Answer to: ${Array.from(contentText(lastUser?.content)).slice(0, 200).join('')}`;
  }

  async function chat(request, response) {
    const text = await readText(request);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    requests.push({
      body: isObject ? body : {},
      authorization: request.headers.authorization ?? null,
      ...(isObject ? {} : { text }),
    });
    if (!authorized(request))
      return apiError(
        response,
        401,
        invalidRequest('Incorrect API key provided', 'invalid_api_key'),
      );
    if (!isObject)
      return apiError(
        response,
        400,
        invalidRequest('We could not parse the JSON body of your request.'),
      );
    if (!Array.isArray(body.messages))
      return apiError(
        response,
        400,
        invalidRequest("Missing required parameter: 'messages'.", 'missing_required_parameter'),
      );
    if (body.messages.length === 0)
      return apiError(
        response,
        400,
        invalidRequest(
          "Invalid 'messages': empty array. Expected an array with minimum length 1.",
          'empty_array',
        ),
      );

    // Only a request that would have been answered takes the queued behaviour.
    const plan = queue.shift() ?? { behaviour: 'normal' };
    if (plan.behaviour === 'error')
      return apiError(response, plan.status ?? 500, {
        message: 'The server had an error while processing your request.',
        type: 'server_error',
      });
    if (plan.behaviour === 'redirect') {
      // A provider (or a proxy in front of it) sending the client elsewhere: 307/308 ask it to
      // repeat the POST, body and all, at `location`.
      response.writeHead(plan.status ?? 307, { Location: String(plan.location ?? '/') });
      return response.end();
    }
    if (plan.behaviour === 'garbage') {
      openStream(response);
      await frame(response, '<html>oops</html>');
      return response.end();
    }
    if (plan.behaviour === 'slow' && !(await pause(plan.delayMs ?? SLOW_MS, response))) return;

    const id = `chatcmpl-${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta, finishReason = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: typeof body.model === 'string' ? body.model : model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    // `delayMs` of a queued normal/drop is its gap between pieces; of slow/stall, the silence.
    const gap =
      plan.behaviour === 'normal' || plan.behaviour === 'drop'
        ? (plan.delayMs ?? delayMs)
        : delayMs;
    const pieces = splitAnswer(answerText(body, plan));

    openStream(response);
    await frame(response, chunk({ role: 'assistant', content: '' }));
    for (const [index, piece] of pieces.entries()) {
      if (!(await pause(gap, response))) return;
      await frame(response, chunk({ content: piece }));
      if (plan.behaviour === 'stall' && index === 0) {
        if (!(await pause(plan.delayMs ?? STALL_MS, response))) return;
      }
      if (plan.behaviour === 'drop' && index === 1) return void request.socket.destroy();
    }
    if (plan.behaviour === 'drop') return void request.socket.destroy();
    await frame(response, chunk({}, 'stop'));
    await frame(response, '[DONE]');
    response.end();
  }

  async function control(action, request, response) {
    const body = request.method === 'POST' ? JSON.parse((await readText(request)) || '{}') : {};
    if (action === 'next' && request.method === 'POST') {
      if (!BEHAVIOURS.includes(body.behaviour))
        return sendJson(response, 400, { error: `behaviour is one of ${BEHAVIOURS.join(', ')}` });
      queue.push(body);
      return sendJson(response, 200, { queued: queue.length });
    }
    if (action === 'requests') return sendJson(response, 200, { requests });
    if (action === 'reset' && request.method === 'POST') {
      queue.length = 0;
      requests.length = 0;
      return sendJson(response, 200, { ok: true });
    }
    sendJson(response, 404, { error: 'not_found' });
  }

  const server = http.createServer((request, response) => {
    const route = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const fail = (error) => {
      if (response.headersSent) return void response.destroy();
      apiError(response, 500, { message: error.message, type: 'server_error' });
    };
    const controlMatch = /^\/_stand-in\/(\w+)$/.exec(route);
    if (controlMatch) return void control(controlMatch[1], request, response).catch(fail);
    if (route === '/v1/chat/completions' && request.method === 'POST')
      return void chat(request, response).catch(fail);
    if (route.startsWith('/v1/') && !authorized(request))
      return apiError(
        response,
        401,
        invalidRequest('Incorrect API key provided', 'invalid_api_key'),
      );
    if (route === '/v1/models' && request.method === 'GET')
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 0, owned_by: 'stand-in' }],
      });
    apiError(response, 404, invalidRequest(`Unknown request URL: ${request.method} ${route}`));
  });
  const base = `http://${host}:${await listen(server, port, host)}`;

  return {
    url: base,
    apiUrl: `${base}/v1`,
    requests,
    /** Queues how the next chat request behaves. */
    next: (behaviour, extra = {}) => void queue.push({ ...extra, behaviour }),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return closeServer(server);
    },
  };
}

if (isMain(import.meta.url)) {
  const delay = flag('--delay-ms', undefined);
  const chat = await startOpenAiChat(
    configJson() ?? {
      port: Number(flag('--port', '4600')),
      host: flag('--host', '127.0.0.1'),
      apiKey: flag('--api-key', undefined),
      model: flag('--model', undefined),
      answer: flag('--answer', undefined),
      delayMs: delay === undefined ? undefined : Number(delay),
    },
  );
  serve(chat, chat.url);
}

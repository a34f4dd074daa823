#!/usr/bin/env node
// A local Yandex OAuth + Disk REST API for a disk app: /authorize (consents at once and sends the
// browser back with code and state, or with error=access_denied when told to), /token
// (authorization_code, client secret in the form or Basic, PKCE S256 checked), and the upload pair
// GET /v1/disk/resources/upload → {href} + PUT {href} (the bytes are kept). 401 on a bad token.
// Test-only calls under /_stand-in/: deny, revoke, files, upload-base (later upload links point to
// another server: {base}, '' for this one), redirect-uploads (the upload target answers 307 to
// {to} + its path: '' to stop).
//   import { startYandexDisk } from './yandex-disk.mjs'
//   node packages/test-stand-ins/yandex-disk.mjs --port 4200 --client-id gramota --client-secret secret
//   (prints "ready http://127.0.0.1:4200": YADISK_OAUTH_URL and YADISK_API_URL both)
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  closeServer,
  configJson,
  flag,
  isMain,
  listen,
  readBody,
  readText,
  sendJson as json,
  serve,
} from './stand-in-kit.mjs';

/** The Disk API's error body: { message, description, error }. */
const diskError = (response, status, error, description) =>
  json(response, status, { message: description, description, error });

const newSecret = () => randomBytes(18).toString('base64url');

/**
 * @param {{ port?: number, host?: string,
 *   clients?: { client_id: string, client_secret: string, redirect_uris?: string[] }[] }} [options]
 */
export async function startYandexDisk({ port = 0, host = '127.0.0.1', clients = [] } = {}) {
  /** code → { clientId, redirectUri, challenge } (single use). */
  const codes = new Map();
  const tokens = new Set();
  /** upload id → { path, token } until the PUT comes. */
  const uploads = new Map();
  /** Files on the disk: path → Buffer ('app:/name' as asked). */
  const files = new Map();
  let denyNext = false;
  let base = '';
  /** Where upload links point ('' = here), and where the upload target redirects ('' = nowhere). */
  let uploadBase = '';
  let redirectUploadsTo = '';

  function authorize(url, response) {
    const query = url.searchParams;
    const client = clients.find((c) => c.client_id === query.get('client_id'));
    const redirectUri = query.get('redirect_uri');
    // Like the real service, only a redirect URI registered for the app (when any are listed).
    const registered = !client?.redirect_uris || client.redirect_uris.includes(redirectUri ?? '');
    if (!client || !redirectUri || !registered || query.get('response_type') !== 'code') {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('invalid_request');
    }
    const back = new URL(redirectUri);
    if (denyNext) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'User denied access');
    } else {
      const code = String(Math.floor(1000000 + Math.random() * 8999999));
      codes.set(code, {
        clientId: client.client_id,
        challenge: query.get('code_challenge'),
        method: query.get('code_challenge_method') ?? 'plain',
      });
      back.searchParams.set('code', code);
    }
    if (query.get('state') !== null) back.searchParams.set('state', query.get('state'));
    response.writeHead(302, { Location: back.href });
    response.end();
  }

  async function token(request, response) {
    const form = new URLSearchParams(await readText(request));
    let clientId = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic) [clientId, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    const client = clients.find((c) => c.client_id === clientId);
    if (!client || client.client_secret !== secret)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client not found',
      });
    if (form.get('grant_type') !== 'authorization_code')
      return json(response, 400, { error: 'unsupported_grant_type' });
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!issued || issued.clientId !== clientId)
      return json(response, 400, { error: 'invalid_grant', error_description: 'Code has expired' });
    if (issued.challenge) {
      const verifier = form.get('code_verifier') ?? '';
      const expected =
        issued.method === 'S256'
          ? createHash('sha256').update(verifier).digest('base64url')
          : verifier;
      if (expected !== issued.challenge)
        return json(response, 400, { error: 'invalid_grant', error_description: 'Bad verifier' });
    }
    const accessToken = newSecret();
    tokens.add(accessToken);
    json(response, 200, {
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: 31536000,
      refresh_token: newSecret(),
    });
  }

  function uploadLink(request, url, response) {
    const auth = /^OAuth (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth || !tokens.has(auth[1]))
      return diskError(response, 401, 'UnauthorizedError', 'Unauthorized');
    const path = url.searchParams.get('path') ?? '';
    if (!/^(app:|disk:)?\//.test(path))
      return diskError(response, 400, 'FieldValidationError', 'Error validating field "path"');
    if (files.has(path) && url.searchParams.get('overwrite') !== 'true')
      return diskError(response, 409, 'DiskResourceAlreadyExistsError', 'Resource already exists');
    const id = newSecret();
    uploads.set(id, { path });
    json(response, 200, {
      operation_id: id,
      href: `${uploadBase || base}/upload-target/${id}`,
      method: 'PUT',
      templated: false,
    });
  }

  async function uploadTarget(request, id, response) {
    const upload = uploads.get(id);
    if (!upload || request.method !== 'PUT') {
      response.writeHead(404);
      return response.end();
    }
    if (redirectUploadsTo) {
      await readBody(request);
      response.writeHead(307, { Location: `${redirectUploadsTo}/upload-target/${id}` });
      return response.end();
    }
    uploads.delete(id);
    files.set(upload.path, await readBody(request));
    response.writeHead(201);
    response.end();
  }

  /**
   * Test-only: POST deny (the next /authorize is refused), POST revoke (every token), GET files,
   * POST upload-base {base}, POST redirect-uploads {to}.
   */
  async function control(action, request, response) {
    const body = request.method === 'POST' ? JSON.parse((await readText(request)) || '{}') : {};
    if (action === 'deny') denyNext = true;
    else if (action === 'upload-base') uploadBase = String(body.base ?? '');
    else if (action === 'redirect-uploads') redirectUploadsTo = String(body.to ?? '');
    else if (action === 'revoke') tokens.clear();
    else if (action === 'files') {
      return json(response, 200, {
        files: [...files].map(([path, bytes]) => ({
          path,
          content_base64: bytes.toString('base64'),
        })),
      });
    } else return json(response, 404, { error: 'not_found' });
    json(response, 200, { ok: true });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = url.pathname;
    const fail = (error) => json(response, 500, { error: 'internal', description: error.message });
    if (route === '/authorize' && request.method === 'GET') return authorize(url, response);
    if (route === '/token' && request.method === 'POST')
      return token(request, response).catch(fail);
    if (route === '/v1/disk/resources/upload' && request.method === 'GET')
      return uploadLink(request, url, response);
    const target = /^\/upload-target\/([\w-]+)$/.exec(route);
    if (target) return uploadTarget(request, target[1], response).catch(fail);
    const controlMatch = /^\/_stand-in\/([\w-]+)$/.exec(route);
    if (controlMatch) return control(controlMatch[1], request, response).catch(fail);
    diskError(response, 404, 'NotFound', 'Not found');
  });
  base = `http://${host}:${await listen(server, port, host)}`;

  return {
    url: base,
    files,
    denyNext: () => {
      denyNext = true;
    },
    revokeTokens: () => tokens.clear(),
    uploadBase: (value) => {
      uploadBase = value;
    },
    redirectUploads: (to) => {
      redirectUploadsTo = to;
    },
    close: () => closeServer(server),
  };
}

if (isMain(import.meta.url)) {
  const disk = await startYandexDisk(
    configJson() ?? {
      port: Number(flag('--port', '4200')),
      host: flag('--host', '127.0.0.1'),
      clients: [
        {
          client_id: flag('--client-id', 'gramota'),
          client_secret: flag('--client-secret', 'secret'),
        },
      ],
    },
  );
  serve(disk, disk.url);
}

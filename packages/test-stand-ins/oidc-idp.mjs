#!/usr/bin/env node
// A local OpenID Connect identity provider (oidc-provider) with a real HTML login form and
// automatic consent: the stand-in for "sign in with ..." in API and browser tests.
//   import { startIdp } from './oidc-idp.mjs'
//   node packages/test-stand-ins/oidc-idp.mjs --port 4000 --client-id gramota \
//     --client-secret secret --redirect-uri http://127.0.0.1:3000/api/oauth/idp/callback/ \
//     --account 'teacher-1,teacher@example.com,Anna Teacher,password'
//   (prints "ready http://127.0.0.1:4000")
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import {
  closeServer,
  configJson,
  flag,
  flagValues,
  isMain,
  listen,
  readText,
  serve,
} from './stand-in-kit.mjs';

/**
 * @typedef {object} IdpClient
 * @property {string} client_id
 * @property {string} client_secret
 * @property {string[]} redirect_uris
 * @property {'client_secret_basic' | 'client_secret_post'} [token_endpoint_auth_method]
 */

/**
 * @typedef {object} IdpAccount
 * @property {string} sub the stable subject id
 * @property {string} [email]
 * @property {boolean} [email_verified] default true
 * @property {string} [name]
 * @property {string} [password] default 'password'; the form takes the e-mail or the sub as login
 */

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 3rem auto">
${body}
</body></html>`;
}

function loginForm(uid, clientId, error = '') {
  return page(
    'Sign in · Local ID',
    `<h1>Local ID</h1>
<p>Sign in to continue to <b>${escapeHtml(clientId)}</b>.</p>
${error ? `<p role="alert" style="color: #b00">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <p><label>Login (e-mail) <input name="login" type="text" required autofocus></label></p>
  <p><label>Password <input name="password" type="password" required></label></p>
  <p><button type="submit">Sign in</button></p>
</form>`,
  );
}

function send(response, status, html) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(html);
}

/**
 * Starts the provider. The issuer is http://{host}:{port} (port 0 picks a free one).
 * @param {{ port?: number, host?: string, clients?: IdpClient[], accounts?: IdpAccount[], autoLogin?: string }} [options]
 *   autoLogin: the sub of an account signed in without showing the form.
 */
export async function startIdp({
  port = 0,
  host = '127.0.0.1',
  clients = [],
  accounts = [],
  autoLogin,
} = {}) {
  const server = http.createServer();
  const actualPort = await listen(server, port, host);
  const issuer = `http://${host}:${actualPort}`;

  const findAccountBy = (login) =>
    accounts.find(
      (account) =>
        account.sub === login || (account.email ?? '').toLowerCase() === login.toLowerCase(),
    );
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.client_id,
      client_secret: client.client_secret,
      redirect_uris: client.redirect_uris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.token_endpoint_auth_method ?? 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.find((candidate) => candidate.sub === id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          return {
            sub: account.sub,
            ...(account.email
              ? { email: account.email, email_verified: account.email_verified ?? true }
              : {}),
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Error · Local ID',
        `<h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`,
      );
    },
  });

  async function consent(request, response, interaction) {
    const { prompt, params, session, grantId } = interaction;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    const details = prompt.details;
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const savedId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: grantId ? {} : { grantId: savedId } },
      { mergeWithLastSubmission: true },
    );
  }

  async function interaction(request, response, uid, action) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid)
      return send(response, 400, page('Error', '<p>Interaction mismatch</p>'));
    const clientId = String(details.params.client_id ?? '');
    if (details.prompt.name === 'consent') return consent(request, response, details);
    if (action === 'login' && request.method === 'POST') {
      const form = new URLSearchParams(await readText(request));
      const account = findAccountBy(form.get('login') ?? '');
      if (!account || (account.password ?? 'password') !== form.get('password')) {
        return send(response, 200, loginForm(uid, clientId, 'Wrong login or password'));
      }
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (autoLogin) {
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: autoLogin } },
        { mergeWithLastSubmission: false },
      );
    }
    return send(response, 200, loginForm(uid, clientId));
  }

  const providerCallback = provider.callback();
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(?:\/(login))?\/?$/.exec(url.pathname);
    if (!match) return providerCallback(request, response);
    interaction(request, response, match[1], match[2]).catch((error) => {
      send(response, 400, page('Error · Local ID', `<p>${escapeHtml(error.message)}</p>`));
    });
  });

  return {
    issuer,
    port: actualPort,
    provider,
    close: () => closeServer(server),
  };
}

/** CLI: --config-json '{...startIdp options...}' or the single-client flags below. */
function cliOptions() {
  const fromJson = configJson() ?? {};
  const accounts = flagValues('--account').map((spec) => {
    const [sub, email, name, password] = spec.split(',');
    return {
      sub,
      email: email || undefined,
      name: name || undefined,
      password: password || undefined,
    };
  });
  const clients = flag('--client-id')
    ? [
        {
          client_id: flag('--client-id'),
          client_secret: flag('--client-secret', 'secret'),
          redirect_uris: flagValues('--redirect-uri'),
        },
      ]
    : [];
  return {
    ...fromJson,
    port: Number(flag('--port', String(fromJson.port ?? 4000))),
    host: flag('--host', fromJson.host ?? '127.0.0.1'),
    clients: [...(fromJson.clients ?? []), ...clients],
    accounts: [...(fromJson.accounts ?? []), ...accounts],
    autoLogin: flag('--auto-login', fromJson.autoLogin),
  };
}

if (isMain(import.meta.url)) {
  const idp = await startIdp(cliOptions());
  serve(idp, idp.issuer);
}

#!/usr/bin/env node
// A local PayPal REST API: OAuth2 client-credentials tokens (POST /v1/oauth2/token, Basic auth),
// Orders v2 (create with PayPal-Request-Id idempotency, get, capture: 422 ORDER_NOT_APPROVED /
// ORDER_ALREADY_CAPTURED), the approval page a payer opens (/checkoutnow?token=), and
// POST /v1/notifications/verify-webhook-signature, which checks signatures this stand-in made
// itself with a key only it holds (transmission id | time | webhook id | CRC32 of the event).
// Test-only calls under /_stand-in/: approve, decline, webhook, stats, expire-tokens.
//   import { startPaypal } from './paypal.mjs'
//   node packages/test-stand-ins/paypal.mjs --port 4500 --client-id gramota --secret secret --webhook-id WH-1
//   (prints "ready http://127.0.0.1:4500": PAYPAL_URL)
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import {
  closeServer,
  configJson,
  flag,
  isMain,
  listen,
  readText,
  sendJson as json,
  serve,
} from './stand-in-kit.mjs';

/** PayPal's error body: { name, message, details: [{ issue, description }] }. */
const apiError = (response, status, name, issue, description = issue) =>
  json(response, status, {
    name,
    message: description,
    debug_id: randomBytes(6).toString('hex'),
    details: issue ? [{ issue, description }] : [],
  });

const newId = (length = 17) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'X').slice(0, length).toUpperCase();

/**
 * @param {{ port?: number, host?: string, clients?: { client_id: string, secret: string }[],
 *   webhook_id?: string, token_ttl?: number }} [options] token_ttl in seconds (default 32400)
 */
export async function startPaypal({
  port = 0,
  host = '127.0.0.1',
  clients = [{ client_id: 'gramota', secret: 'secret' }],
  webhook_id: webhookId = 'WH-STANDIN-1',
  token_ttl: tokenTtl = 32400,
} = {}) {
  /** The stand-in's own signing key: nobody else can make a signature it accepts. */
  const signingKey = randomBytes(32);
  const tokens = new Map(); // token → client id
  const orders = new Map();
  const requestIds = new Map(); // `${client}:${PayPal-Request-Id}` → order id
  const stats = { token_requests: 0, verify_requests: 0 };
  let base = '';

  const clientOf = (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return bearer ? tokens.get(bearer[1]) : undefined;
  };

  function links(order) {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    ];
  }
  const view = ({ client, returnUrl, cancelUrl, declineCapture, ...order }) => ({
    ...order,
    links: links(order),
  });

  async function token(request, response) {
    stats.token_requests++;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':') : [];
    const form = new URLSearchParams(await readText(request));
    const client = clients.find((c) => c.client_id === id && c.secret === secret);
    if (!client)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    if (form.get('grant_type') !== 'client_credentials')
      return json(response, 400, { error: 'unsupported_grant_type' });
    const accessToken = `A21${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, client.client_id);
    json(response, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-STANDIN',
      expires_in: tokenTtl,
      nonce: randomUUID(),
    });
  }

  async function createOrder(request, response, client) {
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${client}:${requestId}` : undefined;
    if (key && requestIds.has(key))
      return json(response, 200, view(orders.get(requestIds.get(key))));
    let body;
    try {
      body = JSON.parse(await readText(request));
    } catch {
      return apiError(response, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
    }
    const unit = body?.purchase_units?.[0];
    const amount = unit?.amount;
    if (body?.intent !== 'CAPTURE' || !unit)
      return apiError(response, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    if (typeof amount?.value !== 'string' || !/^\d+(\.\d{2})?$/.test(amount.value))
      return apiError(response, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    if (!['EUR', 'USD'].includes(amount.currency_code))
      return apiError(response, 422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED');
    const order = {
      client,
      returnUrl: body.application_context?.return_url,
      cancelUrl: body.application_context?.cancel_url,
      id: newId(),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: unit.reference_id ?? 'default',
          custom_id: unit.custom_id,
          description: unit.description,
          amount: { currency_code: amount.currency_code, value: amount.value },
        },
      ],
      create_time: new Date().toISOString(),
    };
    orders.set(order.id, order);
    if (key) requestIds.set(key, order.id);
    json(response, 201, view(order));
  }

  /** Captures an approved order (the API call, and the webhook hook for an uncaptured one). */
  function capture(order) {
    const unit = order.purchase_units[0];
    const status = order.declineCapture ? 'DECLINED' : 'COMPLETED';
    unit.payments = {
      captures: [
        {
          id: newId(),
          status,
          amount: { ...unit.amount },
          final_capture: true,
          custom_id: unit.custom_id,
          create_time: new Date().toISOString(),
        },
      ],
    };
    order.status = status === 'COMPLETED' ? 'COMPLETED' : 'APPROVED';
    order.captured = true;
  }

  function captureCall(order, response) {
    if (order.captured)
      return apiError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return apiError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    capture(order);
    json(response, 201, view(order));
  }

  const signedText = (transmissionId, time, hookId, eventJson) =>
    `${transmissionId}|${time}|${hookId}|${zlib.crc32(Buffer.from(eventJson, 'utf8'))}`;
  const sign = (text) => createHmac('sha256', signingKey).update(text).digest('base64');

  async function verify(request, response) {
    stats.verify_requests++;
    let body;
    try {
      body = JSON.parse(await readText(request));
    } catch {
      return apiError(response, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
    }
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (
      fields.some((name) => typeof body?.[name] !== 'string') ||
      typeof body.webhook_event !== 'object'
    )
      return apiError(response, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    // The event as it was sent: JSON.stringify of a parse keeps key order and values.
    const expected = Buffer.from(
      sign(
        signedText(
          body.transmission_id,
          body.transmission_time,
          webhookId,
          JSON.stringify(body.webhook_event),
        ),
      ),
    );
    const given = Buffer.from(body.transmission_sig);
    const ok =
      body.webhook_id === webhookId &&
      body.cert_url.startsWith(`${base}/certs/`) &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    json(response, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  }

  /** Test hook: a signed PAYMENT.CAPTURE.* webhook about the order, posted to `url`. */
  async function webhook({ id, url, event_type: eventType }) {
    const order = orders.get(id);
    if (!order) return { status: 0, error: 'unknown order' };
    if (!order.captured) {
      order.status = 'APPROVED';
      capture(order);
    }
    const captured = order.purchase_units[0].payments.captures[0];
    const type =
      eventType ??
      (captured.status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED');
    const event = {
      id: `WH-${newId(20)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_type: type,
      summary: `Payment ${type}`,
      resource: {
        ...captured,
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    };
    const eventJson = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(signedText(transmissionId, time, webhookId, eventJson)),
        'paypal-cert-url': `${base}/certs/CERT-STANDIN`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: eventJson,
    });
    return { status: answer.status, body: await answer.text(), event };
  }

  async function approvalPage(request, url, response) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Order not found');
    }
    if (request.method === 'POST') {
      const form = new URLSearchParams(await readText(request));
      const pay = form.get('action') === 'pay';
      if (pay && order.status === 'CREATED') order.status = 'APPROVED';
      const back = new URL(pay ? order.returnUrl : order.cancelUrl);
      back.searchParams.set('token', order.id);
      if (pay) back.searchParams.set('PayerID', 'PAYERSTANDIN');
      response.writeHead(302, { Location: back.href });
      return response.end();
    }
    const unit = order.purchase_units[0];
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><meta charset="utf-8"><title>PayPal stand-in</title>
<p>${unit.amount.value} ${unit.amount.currency_code}</p>
<form method="post"><button name="action" value="pay">Pay Now</button>
<button name="action" value="cancel">Cancel</button></form>`);
  }

  async function control(action, request, response) {
    const body = request.method === 'POST' ? JSON.parse((await readText(request)) || '{}') : {};
    const order = orders.get(body.id);
    if (action === 'stats') return json(response, 200, stats);
    if (action === 'expire-tokens') {
      tokens.clear();
      return json(response, 200, { ok: true });
    }
    if (action === 'webhook') return json(response, 200, await webhook(body));
    if (!order) return json(response, 404, { error: 'not_found' });
    if (action === 'approve') {
      if (order.status === 'CREATED') order.status = 'APPROVED';
    } else if (action === 'decline') order.declineCapture = true;
    else return json(response, 404, { error: 'not_found' });
    json(response, 200, view(order));
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = url.pathname;
    const fail = (error) =>
      apiError(response, 500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR', error.message);
    const controlMatch = /^\/_stand-in\/([\w-]+)$/.exec(route);
    if (controlMatch) return control(controlMatch[1], request, response).catch(fail);
    if (route === '/checkoutnow') return approvalPage(request, url, response).catch(fail);
    if (route === '/v1/oauth2/token' && request.method === 'POST')
      return token(request, response).catch(fail);
    const client = clientOf(request);
    if (!client)
      return json(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    if (route === '/v1/notifications/verify-webhook-signature' && request.method === 'POST')
      return verify(request, response).catch(fail);
    if (route === '/v2/checkout/orders' && request.method === 'POST')
      return createOrder(request, response, client).catch(fail);
    const one = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(route);
    const order = one ? orders.get(one[1]) : undefined;
    if (one && (!order || order.client !== client))
      return apiError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (one && !one[2] && request.method === 'GET') return json(response, 200, view(order));
    if (one && one[2] && request.method === 'POST') return captureCall(order, response);
    apiError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Not found');
  });
  base = `http://${host}:${await listen(server, port, host)}`;

  return {
    url: base,
    orders,
    stats,
    webhook,
    close: () => closeServer(server),
  };
}

if (isMain(import.meta.url)) {
  const paypal = await startPaypal(
    configJson() ?? {
      port: Number(flag('--port', '4500')),
      host: flag('--host', '127.0.0.1'),
      clients: [{ client_id: flag('--client-id', 'gramota'), secret: flag('--secret', 'secret') }],
      webhook_id: flag('--webhook-id', 'WH-STANDIN-1'),
    },
  );
  serve(paypal, paypal.url);
}

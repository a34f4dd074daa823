#!/usr/bin/env node
// A local YooKassa API v3 for one or more shops: POST /v3/payments (Basic auth shop_id:secret_key,
// Idempotence-Key required: the same key gives the same payment), GET /v3/payments/{id}, and the
// confirmation page a payer opens (/checkout/{id}: Pay / Cancel, then back to return_url).
// Notifications are unsigned, as YooKassa's are; the app must read the payment back.
// Test-only calls under /_stand-in/: succeed, cancel, notify, payments.
//   import { startYookassa } from './yookassa.mjs'
//   node packages/test-stand-ins/yookassa.mjs --port 4400 --shop-id 123456 --secret-key test_secret
//   (prints "ready http://127.0.0.1:4400": YOOKASSA_URL is that plus /v3)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
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

/** YooKassa's error body. */
const apiError = (response, status, code, description, parameter) =>
  json(response, status, {
    type: 'error',
    id: randomUUID(),
    code,
    description,
    ...(parameter ? { parameter } : {}),
  });

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ port?: number, host?: string, shops?: { shop_id: string, secret_key: string }[] }} [options]
 */
export async function startYookassa({
  port = 0,
  host = '127.0.0.1',
  shops = [{ shop_id: '123456', secret_key: 'test_secret' }],
} = {}) {
  /** id → payment (as the API shows it) plus the shop it belongs to. */
  const payments = new Map();
  /** `${shop}:${key}` → payment id. */
  const idempotence = new Map();
  let base = '';

  function shopOf(request) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (!basic) return undefined;
    const [shopId, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return shops.find((shop) => shop.shop_id === shopId && shop.secret_key === secret);
  }

  const view = ({ shopId, ...payment }) => payment;

  async function create(request, response, shop) {
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 64)
      return apiError(
        response,
        400,
        'invalid_request',
        'Idempotence key missing',
        'Idempotence-Key',
      );
    const known = idempotence.get(`${shop.shop_id}:${key}`);
    if (known) return json(response, 200, view(payments.get(known)));
    let body;
    try {
      body = JSON.parse(await readText(request));
    } catch {
      return apiError(response, 400, 'invalid_request', 'Body is not JSON');
    }
    const value = body?.amount?.value;
    if (typeof value !== 'string' || !/^\d+\.\d{2}$/.test(value) || Number(value) <= 0)
      return apiError(response, 400, 'invalid_request', 'Invalid amount', 'amount.value');
    if (body.amount.currency !== 'RUB')
      return apiError(response, 400, 'invalid_request', 'Invalid currency', 'amount.currency');
    const returnUrl = body?.confirmation?.return_url;
    if (body?.confirmation?.type !== 'redirect' || typeof returnUrl !== 'string')
      return apiError(response, 400, 'invalid_request', 'Invalid confirmation', 'confirmation');
    const id = randomUUID();
    const payment = {
      shopId: shop.shop_id,
      id,
      status: 'pending',
      paid: false,
      amount: { value, currency: 'RUB' },
      description: body.description ?? '',
      metadata: body.metadata ?? {},
      recipient: { account_id: shop.shop_id, gateway_id: '1' },
      created_at: new Date().toISOString(),
      confirmation: {
        type: 'redirect',
        return_url: returnUrl,
        confirmation_url: `${base}/checkout/${id}`,
      },
      test: true,
      refundable: false,
    };
    payments.set(id, payment);
    idempotence.set(`${shop.shop_id}:${key}`, id);
    json(response, 200, view(payment));
  }

  /** Test hook and the checkout page: pending → succeeded / canceled (final states stay). */
  function settle(id, status, reason = 'general_decline') {
    const payment = payments.get(id);
    if (!payment) return undefined;
    if (payment.status !== 'pending' && payment.status !== 'waiting_for_capture') return payment;
    payment.status = status;
    if (status === 'succeeded') {
      payment.paid = true;
      payment.captured_at = new Date().toISOString();
      payment.income_amount = payment.amount;
    } else {
      payment.cancellation_details = { party: 'payment_network', reason };
    }
    return payment;
  }

  /** Posts YooKassa's (unsigned) notification of the payment's current state to `url`. */
  async function notify(id, url, event) {
    const payment = payments.get(id);
    if (!payment) return { status: 0, error: 'unknown payment' };
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: event ?? `payment.${payment.status}`,
        object: view(payment),
      }),
    });
    return { status: answer.status, body: await answer.text() };
  }

  async function checkoutPage(request, id, response) {
    const payment = payments.get(id);
    if (!payment) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Payment not found');
    }
    if (request.method === 'POST') {
      const form = new URLSearchParams(await readText(request));
      settle(id, form.get('action') === 'pay' ? 'succeeded' : 'canceled');
      response.writeHead(302, { Location: payment.confirmation.return_url });
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><meta charset="utf-8"><title>YooKassa stand-in</title>
<h1>${escapeHtml(payment.description)}</h1><p>${escapeHtml(payment.amount.value)} RUB (${escapeHtml(payment.status)})</p>
<form method="post"><button name="action" value="pay">Pay</button>
<button name="action" value="cancel">Cancel</button></form>`);
  }

  async function control(action, request, response) {
    const body = request.method === 'POST' ? JSON.parse((await readText(request)) || '{}') : {};
    if (action === 'payments')
      return json(response, 200, { payments: [...payments.values()].map(view) });
    if (action === 'succeed' || action === 'cancel') {
      const payment = settle(body.id, action === 'succeed' ? 'succeeded' : 'canceled', body.reason);
      return payment
        ? json(response, 200, view(payment))
        : json(response, 404, { error: 'not_found' });
    }
    if (action === 'notify')
      return json(response, 200, await notify(body.id, body.url, body.event));
    json(response, 404, { error: 'not_found' });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = url.pathname;
    const fail = (error) => apiError(response, 500, 'internal_server_error', error.message);
    const controlMatch = /^\/_stand-in\/(\w+)$/.exec(route);
    if (controlMatch) return control(controlMatch[1], request, response).catch(fail);
    const page = /^\/checkout\/([\w-]+)$/.exec(route);
    if (page) return checkoutPage(request, page[1], response).catch(fail);
    if (!route.startsWith('/v3/')) return apiError(response, 404, 'not_found', 'Not found');
    const shop = shopOf(request);
    if (!shop)
      return apiError(
        response,
        401,
        'invalid_credentials',
        'Authentication by given credentials failed',
      );
    if (route === '/v3/payments' && request.method === 'POST')
      return create(request, response, shop).catch(fail);
    const one = /^\/v3\/payments\/([\w-]+)$/.exec(route);
    if (one && request.method === 'GET') {
      const payment = payments.get(one[1]);
      if (!payment || payment.shopId !== shop.shop_id)
        return apiError(response, 404, 'not_found', 'Payment not found');
      return json(response, 200, view(payment));
    }
    apiError(response, 404, 'not_found', 'Not found');
  });
  base = `http://${host}:${await listen(server, port, host)}`;

  return {
    url: base,
    apiUrl: `${base}/v3`,
    payments,
    succeed: (id) => settle(id, 'succeeded'),
    cancel: (id, reason) => settle(id, 'canceled', reason),
    notify,
    close: () => closeServer(server),
  };
}

if (isMain(import.meta.url)) {
  const kassa = await startYookassa(
    configJson() ?? {
      port: Number(flag('--port', '4400')),
      host: flag('--host', '127.0.0.1'),
      shops: [
        { shop_id: flag('--shop-id', '123456'), secret_key: flag('--secret-key', 'test_secret') },
      ],
    },
  );
  serve(kassa, kassa.url);
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookRequest } from '../payment-provider';

/**
 * A local HTTP endpoint standing where the app's webhook would be: it keeps each notification a
 * stand-in posts (headers and raw bytes) for the test to hand to verifyNotification.
 */
export async function startWebhookCatcher() {
  const received: WebhookRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"result":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/pay-webhook/`,
    /** The newest notification received. */
    last: (): WebhookRequest => {
      const newest = received.at(-1);
      if (!newest) throw new Error('no notification received');
      return newest;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../../config';
import { createLogger } from '../../../../logger';
import { createPaymentProviders } from '..';
import { SANDBOX_SECRET_FILE, sandboxSecret } from '../sandbox-secret';

const deps = {
  publicOrigin: 'http://localhost:3000',
  dataSource: { getRepository: () => ({}) } as unknown as DataSource,
  logger: createLogger('silent'),
};

describe('createPaymentProviders', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-pay-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const from = (env: Record<string, string>) =>
    createPaymentProviders(loadConfig({ DATA_DIR: dataDir, ...env }), deps);

  it('offers nothing by default, the sandbox (every currency) only with PAY_SANDBOX=on', () => {
    // Issue 28: the sandbox lets anyone grant themselves a licence, so it is never on by itself.
    expect(from({}).providers.size).toBe(0);
    expect(from({ PAY_SANDBOX: 'off' }).providers.size).toBe(0);

    const on = from({ PAY_SANDBOX: 'on' });
    expect([...on.providers.keys()]).toEqual(['one']);
    expect(on.providers.get('one')?.currencies).toHaveLength(6);
  });

  it('offers YooKassa (RUB) and PayPal (EUR, USD) only when their keys are set', () => {
    const all = from({
      PAY_SANDBOX: 'on',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'k',
      PAYPAL_CLIENT_ID: 'c',
      PAYPAL_SECRET: 's',
      PAYPAL_WEBHOOK_ID: 'w',
    });
    expect([...all.providers.keys()]).toEqual(['one', 'yandex', 'paypal']);
    expect(all.providers.get('yandex')?.currencies).toEqual(['RUB']);
    expect(all.providers.get('paypal')?.currencies).toEqual(['EUR', 'USD']);
  });

  it('refuses half a provider configuration, naming the missing variable but not the secret', () => {
    expect(() => loadConfig({ YOOKASSA_SECRET_KEY: 'sk_live_x' })).toThrow(/YOOKASSA_SHOP_ID/);
    expect(() => loadConfig({ YOOKASSA_SECRET_KEY: 'sk_live_x' })).not.toThrow(/sk_live_x/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'c', PAYPAL_SECRET: 's' })).toThrow(
      /PAYPAL_WEBHOOK_ID/,
    );
    expect(() => loadConfig({ PAY_SANDBOX: 'maybe' })).toThrow(/PAY_SANDBOX/);
  });

  it('makes the sandbox key once per install, readable by the server only, unless one is set', () => {
    const first = sandboxSecret(dataDir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(sandboxSecret(dataDir, undefined)).toBe(first);
    expect(fs.statSync(path.join(dataDir, SANDBOX_SECRET_FILE)).mode & 0o077).toBe(0);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-pay-'));
    expect(sandboxSecret(other, undefined)).not.toBe(first);
    fs.rmSync(other, { recursive: true, force: true });
    expect(sandboxSecret(dataDir, 'configured-secret-123')).toBe('configured-secret-123');
  });
});

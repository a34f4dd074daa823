import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, TABLE_READING_DEFAULTS } from '../config';
import { REPO_ROOT } from '../paths';

describe('loadConfig', () => {
  it('works on a bare environment with defaults that start the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.staticRoot).toBe(REPO_ROOT);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.join(REPO_ROOT, 'data', 'app.sqlite'),
    });
  });

  it('finds the repository root from the backend folder', () => {
    expect(path.basename(path.join(REPO_ROOT, 'backend'))).toBe('backend');
    const manifest = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'backend', 'package.json'), 'utf8'),
    );
    expect(manifest.name).toBe('@gramota/backend');
  });

  it('resolves DATA_DIR and STATIC_ROOT to absolute paths', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/d', STATIC_ROOT: 'tmp/s' });
    expect(config.dataDir).toBe(path.resolve('tmp/d'));
    expect(config.staticRoot).toBe(path.resolve('tmp/s'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('tmp/d', 'app.sqlite') });
  });

  it('switches to PostgreSQL on a postgres:// URL and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/gramota' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/gramota',
    });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it('accepts the silent log level and proxy trust', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PORT: '0' })).toMatchObject({
      logLevel: 'silent',
      trustProxy: true,
      port: 0,
    });
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT="eighty"/);
      expect((error as Error).message).toMatch(/LOG_LEVEL="loud"/);
    }
  });

  it('refuses a non-postgres DATABASE_URL without echoing it (it may hold a password)', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('defaults mail to the outbox, no social sign-in, and a localhost public URL on the port', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Gramota <no-reply@localhost>',
      oidcProviders: [],
      publicUrl: 'http://localhost:8080',
      passwordHashing: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
    });
  });

  it('reads SMTP_URL, PUBLIC_URL (without a trailing slash) and OIDC_PROVIDERS', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      PUBLIC_URL: 'https://gramota.example/',
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'idp',
          name: 'Local ID',
          issuer: 'http://127.0.0.1:4000',
          client_id: 'gramota',
          client_secret: 'secret',
        },
      ]),
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example:465');
    expect(config.publicUrl).toBe('https://gramota.example');
    expect(config.oidcProviders).toEqual([
      {
        id: 'idp',
        name: 'Local ID',
        issuer: 'http://127.0.0.1:4000',
        client_id: 'gramota',
        client_secret: 'secret',
        token_endpoint_auth_method: 'client_secret_basic',
        scope: 'openid email profile',
      },
    ]);
  });

  it.each([
    ['SMTP_URL', 'http://mail.example', /SMTP_URL: must be an smtp/],
    ['PUBLIC_URL', 'https://gramota.example/app', /PUBLIC_URL=.*: must be the site origin/],
    ['OIDC_PROVIDERS', 'not json', /OIDC_PROVIDERS: must be a JSON array/],
    [
      'OIDC_PROVIDERS',
      '[{"id":"Bad Id","name":"x","issuer":"http://a","client_id":"c","client_secret":"s"}]',
      /OIDC_PROVIDERS \(0\.id\)/,
    ],
    [
      'OIDC_PROVIDERS',
      '[{"id":"a","name":"x","issuer":"ftp://a","client_id":"c","client_secret":"s"}]',
      /OIDC_PROVIDERS \(0\.issuer\)/,
    ],
    [
      'OIDC_PROVIDERS',
      '[{"id":"a","name":"x","issuer":"http://a","client_id":"c"}]',
      /OIDC_PROVIDERS \(0\.client_secret\)/,
    ],
  ])('refuses a bad %s', (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(message);
  });

  it('turns the messenger and the cloud disk on only when both of their settings are given', () => {
    const bare = loadConfig({});
    expect(bare.telegram).toBeUndefined();
    expect(bare.yadisk).toBeUndefined();
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_BOT_NAME: 'GramotaBot',
      YADISK_CLIENT_ID: 'id',
      YADISK_CLIENT_SECRET: 'secret',
      YADISK_API_URL: 'http://127.0.0.1:4200/',
    });
    expect(config.telegram).toEqual({
      botToken: '123:abc',
      botName: 'GramotaBot',
      apiUrl: 'https://api.telegram.org',
      linkUrl: 'https://t.me',
    });
    expect(config.yadisk).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      oauthUrl: 'https://oauth.yandex.ru',
      apiUrl: 'http://127.0.0.1:4200',
      uploadHosts: ['.disk.yandex.net'],
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '123:hunter2' })).toThrow(
      /TELEGRAM_BOT_NAME.*: must be set together with TELEGRAM_BOT_TOKEN/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '123:hunter2' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ YADISK_CLIENT_SECRET: 'x' })).toThrow(/YADISK_CLIENT_ID/);
    expect(() => loadConfig({ YADISK_OAUTH_URL: 'ftp://x' })).toThrow(/YADISK_OAUTH_URL/);
  });

  it('renders in-process unless REDIS_URL is set; never echoes that URL', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'gramota',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache.example:6380', REDIS_PREFIX: 'school-2' }).redis,
    ).toEqual({ url: 'rediss://cache.example:6380', prefix: 'school-2' });
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@cache' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@cache' })).not.toThrow(/s3cret/);
    expect(() => loadConfig({ REDIS_PREFIX: 'a:b' })).toThrow(/REDIS_PREFIX="a:b"/);
  });

  it('turns the AI assistant on with AI_BASE_URL only, with its defaults', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_API_KEY: 'sk-x', AI_MODEL: 'm' }).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
      usage: { addressPerMinute: 12, addressPerDay: 200, dailyBudget: 2000 },
    });
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.openai.com/v1',
        AI_API_KEY: 'sk-secret',
        AI_MODEL: 'gpt-4.1-mini',
        AI_TIMEOUT_MS: '5000',
        AI_ADDRESS_PER_MINUTE: '30',
        AI_ADDRESS_PER_DAY: '600',
        AI_DAILY_BUDGET: '50',
      }).ai,
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-secret',
      model: 'gpt-4.1-mini',
      timeoutMs: 5000,
      usage: { addressPerMinute: 30, addressPerDay: 600, dailyBudget: 50 },
    });
    expect(() => loadConfig({ AI_BASE_URL: 'ollama:11434' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '-1' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_DAILY_BUDGET: '0' })).toThrow(/AI_DAILY_BUDGET/);
    expect(() => loadConfig({ AI_ADDRESS_PER_MINUTE: 'many' })).toThrow(/AI_ADDRESS_PER_MINUTE/);
  });

  it('keeps the sandbox checkout off unless PAY_SANDBOX turns it on (issue 28)', () => {
    expect(loadConfig({}).payments?.sandbox).toBeUndefined();
    expect(loadConfig({ PAY_SANDBOX: '' }).payments?.sandbox).toBeUndefined();
    for (const off of ['off', 'false', '0'])
      expect(loadConfig({ PAY_SANDBOX: off }).payments?.sandbox).toBeUndefined();
    for (const on of ['on', 'true', '1'])
      expect(loadConfig({ PAY_SANDBOX: on }).payments?.sandbox).toEqual({
        url: undefined,
        secret: undefined,
      });
    expect(() => loadConfig({ PAY_SANDBOX: 'yes please' })).toThrow(/PAY_SANDBOX/);
  });

  it('reads the table readers and upload limits (TABLE_READ_*, TABLE_UPLOADS_*), with defaults', () => {
    expect(loadConfig({}).tableReading).toEqual({
      ...TABLE_READING_DEFAULTS,
      queue: 8,
      timeoutMs: 10_000,
      memoryMb: 256,
      perAccount: 30,
      perAddress: 60,
      windowMinutes: 10,
    });
    expect(TABLE_READING_DEFAULTS.workers).toBeGreaterThanOrEqual(1);
    expect(TABLE_READING_DEFAULTS.workers).toBeLessThanOrEqual(2);
    expect(
      loadConfig({
        TABLE_READ_WORKERS: '4',
        TABLE_READ_QUEUE: '0',
        TABLE_READ_TIMEOUT_MS: '2000',
        TABLE_READ_MEMORY_MB: '128',
        TABLE_UPLOADS_PER_ACCOUNT: '5',
        TABLE_UPLOADS_PER_ADDRESS: '50',
        TABLE_UPLOADS_WINDOW_MINUTES: '60',
      }).tableReading,
    ).toEqual({
      workers: 4,
      queue: 0,
      timeoutMs: 2000,
      memoryMb: 128,
      perAccount: 5,
      perAddress: 50,
      windowMinutes: 60,
    });
    expect(() => loadConfig({ TABLE_READ_WORKERS: '0' })).toThrow(/TABLE_READ_WORKERS="0"/);
    expect(() => loadConfig({ TABLE_READ_MEMORY_MB: 'lots' })).toThrow(/TABLE_READ_MEMORY_MB/);
    expect(() => loadConfig({ TABLE_UPLOADS_PER_ADDRESS: '1.5' })).toThrow(
      /TABLE_UPLOADS_PER_ADDRESS/,
    );
  });

  it('reads OUTBOX_PAGE as an on/off override, unset (or empty) leaving the choice to the app', () => {
    expect(loadConfig({}).outboxPage).toBeUndefined();
    expect(loadConfig({ OUTBOX_PAGE: '' }).outboxPage).toBeUndefined();
    for (const on of ['1', 'true']) expect(loadConfig({ OUTBOX_PAGE: on }).outboxPage).toBe(true);
    for (const off of ['0', 'false'])
      expect(loadConfig({ OUTBOX_PAGE: off }).outboxPage).toBe(false);
    expect(() => loadConfig({ OUTBOX_PAGE: 'yes' })).toThrow(/OUTBOX_PAGE="yes"/);
  });

  it('reads TRUST_PROXY_HOPS: how many proxies stand in front (default 1)', () => {
    expect(loadConfig({}).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      trustProxy: true,
      trustProxyHops: 2,
    });
    for (const bad of ['0', '-1', '1.5', 'two'])
      expect(() => loadConfig({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS=/);
  });

  it('never echoes the secrets of SMTP_URL or OIDC_PROVIDERS', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:hunter2@x' })).not.toThrow(/hunter2/);
    expect(() =>
      loadConfig({
        OIDC_PROVIDERS:
          '[{"id":"a","name":"x","issuer":"nope","client_id":"c","client_secret":"hunter2"}]',
      }),
    ).not.toThrow(/hunter2/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
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
});

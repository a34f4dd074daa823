/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The backend's Content-Security-Policy allows script from files only (script-src 'self', no
// 'unsafe-inline', no 'unsafe-eval'): the pages the shell and the areas build must not need more.

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))].sort();

interface WebpackConfig {
  mode: string;
  devtool: string | false;
  plugins: Array<{ constructor: { name: string }; userOptions?: { template?: string } }>;
}

function productionConfig(app: string): WebpackConfig {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(ROOT, app, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => WebpackConfig;
  return factory({}, { mode: 'production' });
}

/** What in an HTML page would need inline script: a <script> without src, on* handlers, javascript: URLs. */
function inlineScript(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = (match[2] ?? '').trim();
    if (!/\ssrc\s*=/i.test(attributes) || body) found.push(match[0].slice(0, 80));
  }
  for (const match of html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)) found.push(match[0].slice(0, 80));
  for (const match of html.matchAll(/javascript:/gi)) found.push(match[0]);
  return found;
}

describe('the pages the front ends build run under script-src self', () => {
  it('finds the shell and the seven areas', () => {
    expect(APPS).toHaveLength(8);
  });

  it.each(APPS)('%s: its HTML template has no inline script', (app) => {
    const config = productionConfig(app);
    const html = config.plugins.filter((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    expect(html).toHaveLength(1);
    const template = html[0]!.userOptions?.template;
    expect(template && fs.existsSync(template)).toBe(true);
    expect(inlineScript(fs.readFileSync(template!, 'utf8'))).toEqual([]);
  });

  it.each(APPS)('%s: the production build uses no eval (devtool off)', (app) => {
    const config = productionConfig(app);
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe(false);
  });

  it.each(APPS)('%s: a built index.html, if there is one, has no inline script', (app) => {
    const built = path.join(ROOT, app, 'dist', 'index.html');
    if (!fs.existsSync(built)) return;
    const html = fs.readFileSync(built, 'utf8');
    expect(inlineScript(html)).toEqual([]);
    expect(html).toMatch(/<script\b[^>]*\ssrc=/);
  });

  it('the check itself finds inline script', () => {
    expect(inlineScript('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScript('<script src="/a.js">alert(1)</script>')).toHaveLength(1);
    expect(inlineScript('<img src=x onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScript('<a href="javascript:void 0">x</a>')).toHaveLength(1);
    expect(inlineScript('<script defer src="/shell/main.js"></script>')).toEqual([]);
  });
});

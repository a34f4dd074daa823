// A visitor of the app's API with a cookie jar, and the operator's licence grant: what a benchmark
// needs to act as a PRO teacher without a browser.
'use strict';

const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { repoRoot } = require('@gramota/app-harness');

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** fetch that keeps the session cookie and answers JSON (or text with `{ text: true }`). */
function visitor(baseUrl) {
  const cookies = new Map();
  const call = async (pathname, init = {}) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      ...init,
      headers: {
        ...CSRF,
        ...(init.headers || {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return init.text ? response.text() : response.json();
  };
  call.cookies = cookies;
  return call;
}

/**
 * Makes the visitor an account (a first visit stores none; keeping a setting does) and grants it
 * a licence with the admin CLI on the app's data directory. Answers the profile.
 */
async function grantLicence(app, call, kind = 'all-templates') {
  const check = await call('/api/login-check/');
  await call('/api/profile-set-settings/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'settings=%7B%7D',
  });
  const profile = await call(`/api/profile-get/${encodeURIComponent(check.user_key)}/`);
  grantLicenceTo(app, profile.id, kind);
  return profile;
}

/** The operator's grant (admin CLI) to an account by id or e-mail, on the app's data directory. */
function grantLicenceTo(app, user, kind) {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'),
      'licence',
      'grant',
      '--user',
      user,
      '--kind',
      kind,
      '--until',
      '2099-12-31',
    ],
    { env: { ...process.env, DATA_DIR: app.dataDir }, stdio: 'pipe' },
  );
}

/** A signed-in teacher (storage needs an account): registered through the API. */
async function registeredTeacher(baseUrl, email) {
  const call = visitor(baseUrl);
  const check = await call('/api/login-check/');
  await call('/api/login-reg/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, pwd: 'correct horse battery', name: email }).toString(),
  });
  const profile = await call(`/api/profile-get/${encodeURIComponent(check.user_key)}/`);
  const cookie = [...call.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { call, cookie, userKey: check.user_key, id: profile.id };
}

module.exports = { visitor, grantLicence, grantLicenceTo, registeredTeacher, CSRF };

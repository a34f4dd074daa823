import type { AppContext } from '../../http/app-state';

/**
 * Requests a visitor makes without keeping anything: page loads, the reads the app makes on
 * start and on opening an area, and signing in. A visitor who has kept nothing yet is served
 * these from an unsaved anonymous account, so crawlers, uptime checks and one-page visits add no
 * rows (security review, finding 8). Every other request stores the account first; a request
 * missing from this list only costs an account, it never loses data.
 */
const VISIT_ONLY_READS = [
  /^\/app\//,
  /^\/api\/(login-check|login-check-email|login-providers|pwa-int|promo-school-modal|print-present-modal|printers|printers-calibration-sheet)\/$/,
  /^\/api\/(profile-get|docs-get|ready-get|storage-get|workshop-get|alert-get)\/[^/]+\/$/,
  /^\/api\/templates-get\/[^/]+\/[^/]+\/[^/]+\/$/,
  /^\/api\/(template-get|get-doc|spreadsheet-meta-get|workshop-template-get)\/[^/]+\/$/,
  /^\/api\/spreadsheet-class-lists\/$/,
  // The top bar's alert poll, every 10 s.
  /^\/api\/alert-check\/[^/]+\/$/,
  /^\/api\/(doc-thum|redactor-image)\/[^/]+\/[^/]+\/$/,
  /^\/api\/profile-stamp-file\/[^/]+\/$/,
  // The school's stamp page and the editor's stamp dialog (issue 37).
  /^\/api\/(stamp-vault|stamp-requests|stamp-modal)\/$/,
];

/**
 * Signing in or registering keeps nothing of the visitor's: a pending visitor signs straight into
 * the account (and a refused attempt stores nothing).
 */
const SIGN_IN_POSTS =
  /^\/api\/(login-auth|login-reg|login-quick|login-quick-auth|login-new-pwd|login-new-pwd-auth|login-new-pwd-set-pwd)\/$/;

export function isVisitOnly(ctx: AppContext): boolean {
  if (ctx.method === 'GET' || ctx.method === 'HEAD')
    return VISIT_ONLY_READS.some((pattern) => pattern.test(ctx.path));
  return ctx.method === 'POST' && SIGN_IN_POSTS.test(ctx.path);
}

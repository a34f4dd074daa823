import { CSRF_HEADER, CSRF_HEADER_VALUE, errorTexts } from '@gramota/contracts';
import { ForbiddenError } from '../../errors';
import { isApiPath, type AppContext, type AppMiddleware } from '../../http/app-state';

/**
 * The only /api calls a browser reaches by navigation: the social sign-in start and the identity
 * provider's redirect back, and the cloud disk provider's redirect back into the popup (seed 001 §4
 * Cloud disk). They change nothing without a valid OAuth `state` bound to the session.
 */
const NAVIGATION_PATHS = /^\/api\/(oauth\/[^/]+\/(start|callback)|yadisk-connect)\/$/;

/**
 * Read-only images used as <img> sources, which cannot carry a header: a document's thumbnail,
 * the pictures placed in a document and the stamps and signatures placed in one. Another site can
 * display them at most (it cannot read the pixels), and only to their owner; SameSite=Lax keeps
 * the session cookie off cross-site image requests anyway.
 */
const IMAGE_PATHS =
  /^\/api\/((doc-thum|redactor-image)\/[^/]+\/[^/]+|profile-stamp-file\/[^/]+)\/$/;

/**
 * Public read-only stylesheets loaded by <link> / @import (no header possible): the bundled
 * fonts' @font-face rules. They need no session and belong to nobody.
 */
const STYLESHEET_PATHS = /^\/api\/get-font-css\/$/;

/**
 * Read-only answers of the app's own screens that a browser opens as a frame's or a link's
 * address (no header possible): a spreadsheet row's preview (an iframe) and a mass run's ZIP and
 * one PDF (download links). They change nothing, and still come only from this site: a request
 * another site started is refused like any other.
 */
const OWN_SITE_PAGES =
  /^\/api\/(spreadsheet-preview|ready-mass-zip|ready-mass-pdf|ready-mass-print)\/[^/]+\/$/;
/** A bank transfer's invoice and act PDFs (download links), its owner's only (issue 19). */
const OWN_SITE_DOWNLOADS = /^\/api\/pay-bank-paper\/[^/]+\/(invoice|act)\.pdf$/;
/** A printer's calibration sheet (issue 36), opened from Settings' link. */
const CALIBRATION_SHEET = /^\/api\/printers-calibration-sheet\/$/;
/** Links for parents' sheet of QR cards and CSV (issue 37), the dialog's download links. */
const PARENT_LINK_DOWNLOADS = /^\/api\/parent-links\/[A-Za-z0-9-]{1,36}\/(sheet|csv)\/$/;
/** A print order's made file for the print operator (download links), operators only (issue 19). */
const PRINT_OPERATOR_DOWNLOADS = /^\/api\/print-order-operator-file\/\d+\/(jpeg|pdf)\/$/;

/** `Sec-Fetch-Site` values of a request another site started (a sibling subdomain is another site too). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function isExempt(ctx: AppContext): boolean {
  if (ctx.method === 'GET' && NAVIGATION_PATHS.test(ctx.path)) return true;
  return (
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    (IMAGE_PATHS.test(ctx.path) || STYLESHEET_PATHS.test(ctx.path))
  );
}

/**
 * True when the browser says another site started the request: `Sec-Fetch-Site` (every current
 * browser sends it) or an `Origin` that is not this site's. `Origin: null` (sandboxed frames,
 * redirects across sites) is foreign too.
 */
function isForeign(ctx: AppContext, ownOrigins: ReadonlySet<string>): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
  if (FOREIGN_FETCH_SITES.has(fetchSite)) return true;
  const origin = ctx.get('Origin');
  // Koa 3's ctx.origin is the Origin header itself: the own origin is built from protocol and host.
  return origin !== '' && !ownOrigins.has(origin) && origin !== `${ctx.protocol}://${ctx.host}`;
}

/**
 * Every /api call, whatever the case of its path, must carry `X-Requested-With: XMLHttpRequest`
 * and come from this site (ARCHITECTURE §5). Many seed calls change state with GET; another site
 * cannot add the header without a CORS preflight, which this server never grants, and a
 * top-level navigation or form post from another site is refused by its Sec-Fetch-Site / Origin.
 * Runs before the body parser and the session middleware, so a refused call reads nothing,
 * creates nothing and sets no cookie.
 *
 * `publicUrl` is the site's origin as browsers reach it (behind a proxy it may differ from the
 * Host the server sees).
 */
export function csrfGuard(publicUrl: string): AppMiddleware {
  const ownOrigins = new Set([new URL(publicUrl).origin]);
  return async (ctx, next) => {
    if (isApiPath(ctx.path) && !isExempt(ctx)) {
      const ownSitePage =
        (ctx.method === 'GET' || ctx.method === 'HEAD') &&
        (OWN_SITE_PAGES.test(ctx.path) ||
          OWN_SITE_DOWNLOADS.test(ctx.path) ||
          CALIBRATION_SHEET.test(ctx.path) ||
          PARENT_LINK_DOWNLOADS.test(ctx.path) ||
          PRINT_OPERATOR_DOWNLOADS.test(ctx.path));
      if (!ownSitePage && ctx.get(CSRF_HEADER) !== CSRF_HEADER_VALUE)
        throw new ForbiddenError(errorTexts.csrf);
      if (isForeign(ctx, ownOrigins)) throw new ForbiddenError(errorTexts.crossSite);
    }
    await next();
  };
}

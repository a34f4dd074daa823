/**
 * Every /api call must carry this header (ARCHITECTURE §5). Many seed calls change state with GET;
 * a cross-site page cannot set a custom header without a CORS preflight, so the header is what
 * keeps those calls from being used by other sites.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/** Separates the parts of the seeds' text answers (get-doc, spreadsheet-meta-get, workshop-template-get). */
export const DATA_SEPARATOR = '\n<!--gramota:data-separator-->\n';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'gramota_sid';

/** Not httpOnly: 'true' after login, 'false' after logout (seed 000 §2), expiry before 2038. */
export const REDIR_TO_APP_COOKIE = 'redir_to_app';

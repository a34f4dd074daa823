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

/**
 * Sent (value '1') on every answer after which the session is someone else: the session cookie set
 * to another token or cleared (login, registration, logout, a password reset, a first visit) or
 * the session switched into or out of a granted account. The page then tells the service worker
 * (SESSION_CHANGED_MESSAGE), which drops every cached answer of the account (issue 28).
 */
export const SESSION_CHANGED_HEADER = 'X-Session-Changed';
/** The message the page posts to the service worker when an answer carried SESSION_CHANGED_HEADER. */
export const SESSION_CHANGED_MESSAGE = 'gramota:session-changed';

/** Not httpOnly: 'true' after login, 'false' after logout (seed 000 §2), expiry before 2038. */
export const REDIR_TO_APP_COOKIE = 'redir_to_app';

/**
 * Embedding one area on another site (security review, finding 9): a signed-in owner makes an
 * embed link for one area; the framed page authenticates with the link's token (sent as a header
 * by the front end, never as a third-party cookie), may do only what the link's scope allows, and
 * may be framed only by the sites the owner listed.
 */
import { appPaths } from './app-paths';

export const EMBED_SCOPES = ['docs-picker', 'spreadsheet', 'ready-run'] as const;
export type EmbedScope = (typeof EMBED_SCOPES)[number];

/** The header the front end sends the token in; the page address carries it as `embed_key`. */
export const EMBED_TOKEN_HEADER = 'X-Embed-Token';
export const EMBED_KEY_PARAM = 'embed_key';

export const EMBED_LIMITS = {
  /** Sites one link may be framed by. */
  originsMax: 10,
  daysMin: 1,
  daysMax: 365,
  daysDefault: 30,
  /** Active links per account. */
  linksMax: 50,
  /** Made files of one run (the creator's mass limit). */
  runMax: 30,
} as const;

export const embedPaths = {
  /** POST scope, target, origins (one per line, or separated by spaces/commas), days. */
  create: '/api/embed-link-create/',
  /** GET: the account's links (never their tokens). */
  list: '/api/embed-links-get/',
  /** POST id. */
  revoke: '/api/embed-link-revoke/',
} as const;

export interface EmbedLinkInfo {
  id: string;
  scope: EmbedScope;
  target: string;
  origins: string[];
  /** ISO dates. */
  created: string;
  expires: string;
}

export interface EmbedCreateAnswer {
  result: 'success';
  link: EmbedLinkInfo;
  /** The framed address with its token: shown once, only its hash is stored. */
  url: string;
  /** A ready-to-paste iframe tag for the school's site. */
  iframe: string;
}

export interface EmbedListAnswer {
  result: 'success';
  links: EmbedLinkInfo[];
}

const EMBED_QUERY = '?embed=true';

/** The page a link frames (path and query, before the token is added). */
export function embedPagePath(scope: EmbedScope, target: string): string {
  switch (scope) {
    case 'docs-picker':
      return `${appPaths.docs()}${EMBED_QUERY}`;
    case 'spreadsheet':
      return `${appPaths.spreadsheet(target)}${EMBED_QUERY}`;
    case 'ready-run':
      return `${appPaths.readyMass(target.split(','), '-')}${EMBED_QUERY}`;
  }
}

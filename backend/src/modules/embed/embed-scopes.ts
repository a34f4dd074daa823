import type { EmbedScope } from '@gramota/contracts';

/**
 * How an id a framed call names is tied to its link (security review 2, finding 2). Every
 * variable part of an allowed call is one of these, checked before the call runs:
 * - ownerKey: the owner's user key (the account's lists and profile, as the session's own);
 * - ownDoc: a document of the owner (the docs picker lists them all, so it may show them);
 * - targetDoc: the link's document itself;
 * - docUpload: a table upload kept for the link's document;
 * - docJobs: creator jobs (a list) of the link's document, as its mass runs made them;
 * - docFiles: made files (a list) of the link's document;
 * - runFiles: made files (a list) among the link's run.
 */
export type EmbedTie =
  'ownerKey' | 'ownDoc' | 'targetDoc' | 'docUpload' | 'docJobs' | 'docFiles' | 'runFiles';

/** What each tie matches in a path: one segment, or digits for a list of ids. */
const TIE_PATTERNS: Record<EmbedTie, string> = {
  ownerKey: '[^/]+',
  ownDoc: '[^/]+',
  targetDoc: '[^/]+',
  docUpload: '[^/]+',
  docJobs: '[0-9,-]+',
  docFiles: '[0-9,-]+',
  runFiles: '[0-9,-]+',
};

/**
 * Parts of a path that are no id at all and only have a shape (the server finds the item by the
 * tied id beside them): a thumbnail's version key, a made file's name and kind.
 */
const SHAPES = {
  thumbKey: '[0-9a-f]{1,32}',
  fileName: '[^/]+',
  madeFileKind: '_th\\.webp|\\.jpg|\\.pdf',
} as const;

/** One kind of call a link may make: method, path, and how each id in it is tied to the link. */
export interface EmbedRule {
  methods: readonly string[];
  /** The rule as written: literal text with {tie} and {shape} parts. */
  route: string;
  path: RegExp;
  /** The tie of each captured part of the path, in order. */
  ties: readonly EmbedTie[];
  /** A form field carrying ids, and their tie (checked after the body parser). */
  body?: { field: string; tie: EmbedTie };
}

const GET = ['GET', 'HEAD'] as const;
const POST = ['POST'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A rule from its route: every `{name}` is a tie (captured and checked) or a shape; anything
 * else in the route is literal. A route naming neither fails at start, so no rule can let a
 * variable part through untied.
 */
function rule(
  methods: readonly string[],
  route: string,
  body?: { field: string; tie: EmbedTie },
): EmbedRule {
  const ties: EmbedTie[] = [];
  let source = '';
  let rest = route;
  for (let at = rest.indexOf('{'); at >= 0; at = rest.indexOf('{')) {
    const end = rest.indexOf('}', at);
    if (end < 0) throw new Error(`embed rule ${route}: an unclosed {`);
    const name = rest.slice(at + 1, end);
    source += escapeRegExp(rest.slice(0, at));
    if (name in TIE_PATTERNS) {
      ties.push(name as EmbedTie);
      source += `(${TIE_PATTERNS[name as EmbedTie]})`;
    } else if (name in SHAPES) {
      source += `(?:${SHAPES[name as keyof typeof SHAPES]})`;
    } else {
      throw new Error(`embed rule ${route}: {${name}} is neither a tie nor a shape`);
    }
    rest = rest.slice(end + 1);
  }
  source += escapeRegExp(rest);
  return { methods, route, path: new RegExp(`^${source}$`), ties, body };
}

/** What any embedded area reads on start: who it is, the profile, the app's version. */
const START: readonly EmbedRule[] = [
  rule(GET, '/api/login-check/'),
  rule(GET, '/api/pwa-int/'),
  rule(GET, '/api/profile-get/{ownerKey}/'),
];

/**
 * Everything an embed link allows, by scope (security review, finding 9; review 2, finding 2).
 * Anything else a framed page asks is refused with 403 `embed_not_allowed`: a picker cannot
 * rename, copy, delete, make files or sign out; a spreadsheet reaches its one document, that
 * document's uploads and the files its runs made, and not the school's saved class lists; a run
 * its own files.
 */
export const EMBED_RULES: Record<EmbedScope, readonly EmbedRule[]> = {
  'docs-picker': [
    ...START,
    rule(GET, '/api/docs-get/{ownerKey}/'),
    rule(GET, '/api/doc-thum/{ownDoc}/{thumbKey}/'),
  ],
  spreadsheet: [
    ...START,
    rule(GET, '/api/get-doc/{targetDoc}/'),
    rule(GET, '/api/spreadsheet-meta-get/{targetDoc}/'),
    rule(POST, '/api/spreadsheet-meta-set/{targetDoc}/'),
    rule(GET, '/api/spreadsheet-preview/{targetDoc}/'),
    rule(POST, '/api/spreadsheet-upload/{targetDoc}/'),
    rule(GET, '/api/spreadsheet-get-csv/{docUpload}/'),
    rule(GET, '/api/creator/{targetDoc}/masscreate/'),
    rule(GET, '/api/creator-get-status-spreadsheet/{docJobs}/'),
    rule(GET, '/api/ready-mass-zip/{docFiles}/'),
    rule(GET, '/api/ready-mass-pdf/{docFiles}/'),
  ],
  'ready-run': [
    ...START,
    rule(POST, '/api/ready-get-docs/', { field: 'docs', tie: 'runFiles' }),
    rule(GET, '/data/doc/{fileName}_{runFiles}{madeFileKind}'),
  ],
};

/** The ids a link's target names: one document, or the made files of a run. */
export function targetIds(target: string): Set<string> {
  return new Set(target.split(',').filter(Boolean));
}

/** A list of ids as the routes read one (`1,2` or `1-2`), or null when it is not one. */
export function idList(text: string): number[] | null {
  const parts = text
    .split(/[,-]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^\d{1,15}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** What the ties look up in the owner's account. */
export interface EmbedTieLookups {
  ownsDoc(userId: string, docId: number): Promise<boolean>;
  /** Whether the upload was kept for this document of the account. */
  uploadOfDoc(userId: string, uploadId: string, docId: number): Promise<boolean>;
  /** How many of `ids` are creator jobs of this document of the account. */
  jobsOfDoc(userId: string, ids: number[], docId: number): Promise<number>;
  /** How many of `ids` are made files of this document of the account. */
  filesOfDoc(userId: string, ids: number[], docId: number): Promise<number>;
}

/** The link a framed call comes with, and its owner. */
export interface EmbedCaller {
  target: string;
  owner: { id: string; apiKey: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `value` (decoded) is tied to the caller's link as `tie` says. */
export async function tieHolds(
  tie: EmbedTie,
  value: string,
  caller: EmbedCaller,
  lookups: EmbedTieLookups,
): Promise<boolean> {
  const { owner, target } = caller;
  const targetDoc = /^\d{1,15}$/.test(target) ? Number(target) : null;
  switch (tie) {
    case 'ownerKey':
      return value === owner.apiKey;
    case 'ownDoc':
      return /^\d{1,15}$/.test(value) && lookups.ownsDoc(owner.id, Number(value));
    case 'targetDoc':
      return targetDoc !== null && value === target;
    case 'docUpload':
      return targetDoc !== null && UUID.test(value)
        ? lookups.uploadOfDoc(owner.id, value, targetDoc)
        : false;
    case 'docJobs':
    case 'docFiles': {
      const ids = idList(value);
      if (targetDoc === null || ids === null) return false;
      const count = tie === 'docJobs' ? lookups.jobsOfDoc : lookups.filesOfDoc;
      return (await count.call(lookups, owner.id, ids, targetDoc)) === ids.length;
    }
    case 'runFiles': {
      const ids = idList(value);
      const run = targetIds(target);
      return ids !== null && ids.every((id) => run.has(String(id)));
    }
  }
}

/**
 * The rule that lets this call through with every id of its path tied to the link, or
 * undefined. Page loads are handled by the guard; a body's ids by embedBodyCheck.
 */
export async function allowedRule(
  scope: EmbedScope,
  caller: EmbedCaller,
  method: string,
  path: string,
  lookups: EmbedTieLookups,
): Promise<EmbedRule | undefined> {
  for (const candidate of EMBED_RULES[scope]) {
    if (!candidate.methods.includes(method)) continue;
    const match = candidate.path.exec(path);
    if (!match) continue;
    let tied = true;
    for (const [index, tie] of candidate.ties.entries()) {
      let value: string;
      try {
        value = decodeURIComponent(match[index + 1] ?? '');
      } catch {
        return undefined;
      }
      if (!(await tieHolds(tie, value, caller, lookups))) {
        tied = false;
        break;
      }
    }
    if (tied) return candidate;
  }
  return undefined;
}

/** The area page a link frames: its page segment must match the scope. */
export function pageAllowed(scope: EmbedScope, target: string, path: string): boolean {
  switch (scope) {
    case 'docs-picker':
      return /^\/app\/docs\/$/.test(path);
    case 'spreadsheet':
      return path === `/app/spreadsheet/${encodeURIComponent(target)}/`;
    case 'ready-run':
      return path === `/app/ready/mass/${target.split(',').join('-')}/`;
  }
}

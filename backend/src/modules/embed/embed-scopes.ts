import type { EmbedScope } from '@gramota/contracts';

/** One kind of call a link may make: method, path, and for calls about one item, which item. */
interface EmbedRule {
  methods: readonly string[];
  path: RegExp;
  /**
   * The id the path names (first capture group) must be the link's target, or one of its ids
   * (ready-run). Without it the call reads only what the scope's area lists anyway.
   */
  targetInPath?: boolean;
  /** A form field whose comma-separated ids must all be among the link's ids (checked on the body). */
  targetInBody?: string;
}

const GET = ['GET', 'HEAD'] as const;

/** What any embedded area reads on start: who it is, the profile, the app's version and prices. */
const START: readonly EmbedRule[] = [
  { methods: GET, path: /^\/api\/(login-check|pwa-int)\/$/ },
  { methods: GET, path: /^\/api\/profile-get\/[^/]+\/$/ },
];

/**
 * Everything an embed link allows, by scope (security review, finding 9). Anything else a framed
 * page asks is refused with 403 `embed_not_allowed`: a picker cannot rename, copy, delete, make
 * files or sign out; a spreadsheet reaches its one document; a run its own files.
 */
export const EMBED_RULES: Record<EmbedScope, readonly EmbedRule[]> = {
  'docs-picker': [
    ...START,
    { methods: GET, path: /^\/api\/docs-get\/[^/]+\/$/ },
    { methods: GET, path: /^\/api\/doc-thum\/[^/]+\/[^/]+\/$/ },
  ],
  spreadsheet: [
    ...START,
    { methods: GET, path: /^\/api\/get-doc\/([^/]+)\/$/, targetInPath: true },
    { methods: GET, path: /^\/api\/template-get\/[^/]+\/$/ },
    { methods: GET, path: /^\/api\/spreadsheet-meta-get\/([^/]+)\/$/, targetInPath: true },
    { methods: ['POST'], path: /^\/api\/spreadsheet-meta-set\/([^/]+)\/$/, targetInPath: true },
    { methods: GET, path: /^\/api\/spreadsheet-preview\/([^/]+)\/$/, targetInPath: true },
    { methods: ['POST'], path: /^\/api\/spreadsheet-upload\/([^/]+)\/$/, targetInPath: true },
    // An upload's id and a run's jobs: the server answers only the account's own.
    { methods: GET, path: /^\/api\/spreadsheet-get-csv\/[^/]+\/$/ },
    { methods: GET, path: /^\/api\/creator\/([^/]+)\/masscreate\/$/, targetInPath: true },
    { methods: GET, path: /^\/api\/creator-get-status-spreadsheet\/[^/]+\/$/ },
    { methods: GET, path: /^\/api\/ready-mass-(zip|pdf)\/[^/]+\/$/ },
    {
      methods: GET,
      path: /^\/api\/(spreadsheet-class-lists|spreadsheet-class-list-get\/[^/]+)\/$/,
    },
  ],
  'ready-run': [
    ...START,
    { methods: ['POST'], path: /^\/api\/ready-get-docs\/$/, targetInBody: 'docs' },
    {
      methods: GET,
      path: /^\/data\/doc\/[^/]+_(\d+)(?:_th\.webp|\.jpg|\.pdf)$/,
      targetInPath: true,
    },
  ],
};

/** The ids a link's target names: one document, or the made files of a run. */
export function targetIds(target: string): Set<string> {
  return new Set(target.split(',').filter(Boolean));
}

/** The rule that lets this call through, or undefined. Page loads are handled by the guard. */
export function findRule(
  scope: EmbedScope,
  target: string,
  method: string,
  path: string,
): EmbedRule | undefined {
  return EMBED_RULES[scope].find((rule) => {
    if (!rule.methods.includes(method)) return false;
    const match = rule.path.exec(path);
    if (!match) return false;
    if (!rule.targetInPath) return true;
    let named: string;
    try {
      named = decodeURIComponent(match[1] ?? '');
    } catch {
      return false;
    }
    return targetIds(target).has(named);
  });
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

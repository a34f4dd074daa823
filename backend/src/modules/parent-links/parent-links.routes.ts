import Router from '@koa/router';
import type { Language, ParentLinkSetAnswer } from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { contentDisposition } from '../../http/file-name-header';
import { noStore } from '../../http/no-store';
import { bodyFields, optionalText } from '../../http/request-fields';
import { csvText } from '../../shared/csv-write';
import { textsFor } from '../../shared/texts';
import { zonedDayInWords } from '../../shared/zoned-time';
import { auditActorOf } from '../audit';
import { currentAccount, requirePermission } from '../access';
import { requireLogin } from '../auth';
import { readerLanguage } from '../mail';
import type { LinkCard, LinkCardTexts, PdfMetadata } from '../render';
import { safeFileName } from '../ready';
import { parentLinkError } from './parent-link-errors';
import type { LinkSetContents, LinksCaller, ParentLinksService } from './parent-links.service';

/** What the routes need of the render engine: the sheet of cards. */
export interface LinkCardPrinter {
  renderLinkCards(
    userId: string,
    cards: readonly LinkCard[],
    texts: LinkCardTexts,
    meta: PdfMetadata,
  ): Promise<{ pdf: Buffer }>;
}

const FILE_ID = /^[1-9]\d{0,9}$/;
/** Ids are the database's 32-bit integers: a longer one is bad input, not a query to fail. */
const MAX_FILE_ID = 2_147_483_647;
const SET_ID = /^[A-Za-z0-9-]{1,36}$/;

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

const callerOf = (ctx: AppContext): LinksCaller => ({
  accountId: currentAccount(ctx).id,
  actor: auditActorOf(ctx),
});

/** '1,2,3' → ids; anything else is files_invalid (the service checks the count and the run). */
function fileIds(text: string | undefined): number[] {
  const parts = (text ?? '').split(',').filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !FILE_ID.test(part) || Number(part) > MAX_FILE_ID))
    throw parentLinkError(400, 'files_invalid', 'files');
  return parts.map(Number);
}

const setIdOf = (ctx: AppContext) => {
  const id = params(ctx).id;
  if (!id || !SET_ID.test(id)) throw parentLinkError(404, 'not_found', 'id');
  return id;
};

const languageOf = (ctx: AppContext): Language => readerLanguage(ctx, ctx.query.lng?.toString());

/** The sheet's and the CSV's name: "Links for parents - Certificate". */
function downloadName(language: Language, contents: LinkSetContents, extension: string) {
  const title = textsFor(language)('parent-links:fileName');
  const name = contents.set.docName ? `${title} - ${contents.set.docName}` : title;
  return `${safeFileName(name)}.${extension}`;
}

/**
 * Links for parents (issue 37; contracts parentLinkPaths): the run's set, a new set, its sheet
 * of cards (PDF) and CSV, and revoking it. Making links hands a run's files to people outside, so
 * it takes a logged-in account (a visitor gets login_required) working on documents (docs_full);
 * every id is looked up inside the account.
 */
export function createParentLinksRoutes(
  links: ParentLinksService,
  printer: Partial<LinkCardPrinter>,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  const guard = [
    session,
    requireLogin(parentLinkError),
    requirePermission('docs_full'),
    noStore,
  ] as const;

  router.get('/api/parent-links/', ...guard, async (ctx) => {
    const set = await links.current(callerOf(ctx), fileIds(ctx.query.files?.toString()));
    const answer: ParentLinkSetAnswer = { result: 'success', set };
    ctx.body = answer;
  });

  router.post('/api/parent-links/', ...guard, async (ctx) => {
    const fields = bodyFields(ctx);
    const days = Number(optionalText(fields, 'days', 4) ?? '');
    const set = await links.create(
      callerOf(ctx),
      fileIds(optionalText(fields, 'files', 400)),
      days,
    );
    const answer: ParentLinkSetAnswer = { result: 'success', set };
    ctx.body = answer;
  });

  router.post('/api/parent-links/:id/revoke/', ...guard, async (ctx) => {
    const set = await links.revoke(callerOf(ctx), setIdOf(ctx));
    const answer: ParentLinkSetAnswer = { result: 'success', set };
    ctx.body = answer;
  });

  router.get('/api/parent-links/:id/sheet/', ...guard, async (ctx) => {
    const contents = await links.contents(callerOf(ctx), setIdOf(ctx));
    if (!printer.renderLinkCards) throw parentLinkError(503, 'render_unavailable');
    const language = languageOf(ctx);
    const text = textsFor(language);
    const { set } = contents;
    const title = set.docName
      ? text('parent-links:sheet.title', { name: set.docName })
      : text('parent-links:fileName');
    const until = zonedDayInWords(set.expiresAt, contents.timeZone, language);
    const { pdf } = await printer.renderLinkCards(
      set.accountId,
      contents.links.map((link) => ({ name: link.pupil, url: link.url })),
      {
        title,
        docName: set.docName,
        until: text('parent-links:sheet.until', { date: until }),
        page: (page, pages) => text('parent-links:sheet.page', { page, pages }),
      },
      { title, language },
    );
    ctx.type = 'application/pdf';
    ctx.set(
      'Content-Disposition',
      contentDisposition('inline', downloadName(language, contents, 'pdf')),
    );
    ctx.body = pdf;
  });

  router.get('/api/parent-links/:id/csv/', ...guard, async (ctx) => {
    const contents = await links.contents(callerOf(ctx), setIdOf(ctx));
    const language = languageOf(ctx);
    const text = textsFor(language);
    const until = zonedDayInWords(contents.set.expiresAt, contents.timeZone, language);
    const csv = csvText([
      ['number', 'pupil', 'link', 'until'].map((column) => text(`parent-links:csv.${column}`)),
      ...contents.links.map((link, at) => [at + 1, link.pupil, link.url, until]),
    ]);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      contentDisposition('attachment', downloadName(language, contents, 'csv')),
    );
    ctx.body = csv;
  });

  return router;
}

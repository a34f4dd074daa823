import Router from '@koa/router';
import { storagePaths, type PromoSchoolAnswer } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { accountLanguage, currentActor } from '../auth';
import { readerLanguage } from '../mail';
import { PROMO_SCHOOL_ACTION_URL, promoSchoolTexts } from './promo-school-texts';

/**
 * GET /api/promo-school-modal/ (PromoSchoolAnswer): the school account offer in the reader's
 * language (their interface's, else their browser's among the seven, else ru). Anyone may read
 * it, a visitor too: it is an advertisement, not account data.
 */
export function createPromoSchoolRoutes(session: AppMiddleware): Router<AppState> {
  const router = new Router<AppState>();
  router.get(storagePaths.promoSchool(), session, (ctx) => {
    const language = readerLanguage(ctx, accountLanguage(currentActor(ctx)));
    const answer: PromoSchoolAnswer = {
      result: 'success',
      ...promoSchoolTexts(language),
      action_url: PROMO_SCHOOL_ACTION_URL,
    };
    ctx.body = answer;
  });
  return router;
}

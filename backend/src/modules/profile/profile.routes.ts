import Router from '@koa/router';
import type { Settings } from '@gramota/contracts';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { currentUser } from '../auth';
import type { ProfileService } from './profile.service';
import { decodeSettingsPayload } from './profile.settings';

export function createProfileRoutes(
  profiles: ProfileService,
  session: AppMiddleware,
): Router<AppState> {
  const router = new Router<AppState>();
  router.use(session);

  router.get('/api/profile-get/:userKey/', (ctx) => {
    ctx.body = profiles.getProfile(currentUser(ctx), ctx.params.userKey ?? '');
  });

  router.post('/api/profile-set-settings/', async (ctx) => {
    const body = ctx.request.body;
    const field =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>).settings
        : undefined;
    const patch = decodeSettingsPayload(field);
    const settings: Settings = await profiles.updateSettings(currentUser(ctx).id, patch);
    ctx.body = { result: 'success', settings };
  });

  return router;
}

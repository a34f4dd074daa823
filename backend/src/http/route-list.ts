import type Router from '@koa/router';
import type Koa from 'koa';

export interface RouteInfo {
  method: string;
  /** The router's pattern, e.g. `/api/get-doc/:docId/` or `/shell/{*file}`. */
  path: string;
  /** The names of its `:name` and `{*name}` parts, in order. */
  params: string[];
}

/**
 * Every route of every router mounted on the app (`app.use(router.routes())`), HEAD left out (it
 * follows GET), in mounting order. Router-level middleware (`router.use`) is not a route.
 */
export function listRoutes(app: Pick<Koa, 'middleware'>): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string') continue;
      const params = [...layer.path.matchAll(/:(\w+)|\{\*(\w+)\}/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
      for (const method of layer.methods)
        if (method !== 'HEAD') routes.push({ method, path: layer.path, params });
    }
  }
  return routes;
}

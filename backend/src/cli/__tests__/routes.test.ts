import { registeredRoutes } from '../routes';

describe('npm run routes', () => {
  let routes: string[];
  beforeAll(async () => {
    routes = await registeredRoutes({});
  });

  it('lists the routes of every area as METHOD path, the generated URLs among them', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/get-doc/:docId/',
        'GET /api/login-check/',
        'POST /api/creator/:docId/:type/',
        'GET /api/get-status-creator/:docId/:doc/',
        'GET /api/ready-get/:userKey/',
      ]),
    );
    // Any method a router answers (router.all() lists every one), never HEAD (it follows GET).
    for (const route of routes) expect(route).toMatch(/^(?!HEAD )[A-Z-]+ \/\S*$/);
  });

  it('sorts them by path, so the methods of one URL stand together', () => {
    const paths = routes.map((route) => route.slice(route.indexOf(' ') + 1));
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
  });
});

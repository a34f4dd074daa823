import { parsePermissions } from '@gramota/contracts';
import { ForbiddenError } from '../../../errors';
import type { AppContext } from '../../../http/app-state';
import { ALL_PERMISSIONS, type User } from '../../auth';
import {
  requireAnyPermission,
  requireOwnAccount,
  requirePermission,
  requireUserKey,
} from '../access.middleware';
import { permissionsField } from '../access.service';

const owner = { id: 'owner', apiKey: 'owner-key' } as User;

function context(permissions: string | 'own', params: Record<string, string> = {}): AppContext {
  const own = permissions === 'own';
  return {
    state: {
      actor: own ? owner : ({ id: 'member', apiKey: 'member-key' } as User),
      account: owner,
      permissions: own ? ALL_PERMISSIONS : parsePermissions(permissions),
      isAccess: !own,
    },
    params,
    method: 'GET',
    path: '/api/x/',
  } as unknown as AppContext;
}

async function passes(
  middleware: (ctx: AppContext, next: () => Promise<void>) => unknown,
  ctx: AppContext,
) {
  let reached = false;
  await middleware(ctx, async () => {
    reached = true;
  });
  return reached;
}

describe('the permission checks every module uses', () => {
  it('requirePermission: all in one’s own account, the grant’s list while switched', async () => {
    expect(await passes(requirePermission('docs_full'), context('own'))).toBe(true);
    expect(await passes(requirePermission('docs_full'), context('docs_full,pay_full'))).toBe(true);
    await expect(
      passes(requirePermission('docs_full'), context('pay_full')),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      passes(requirePermission('storage_edit'), context('storage_view')),
    ).rejects.toMatchObject({
      status: 403,
      answer: { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' },
    });
  });

  it('requireAnyPermission and requireOwnAccount', async () => {
    expect(
      await passes(requireAnyPermission('docs_full', 'workshop_full'), context('workshop_full')),
    ).toBe(true);
    await expect(
      passes(requireAnyPermission('docs_full'), context('print_view')),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(await passes(requireOwnAccount, context('own'))).toBe(true);
    await expect(passes(requireOwnAccount, context('docs_full'))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it('requireUserKey: the URL key must be the current account’s', async () => {
    expect(await passes(requireUserKey(), context('docs_full', { userKey: 'owner-key' }))).toBe(
      true,
    );
    await expect(
      passes(requireUserKey(), context('docs_full', { userKey: 'member-key' })),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(passes(requireUserKey('key'), context('own', {}))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it('reads permission lists strictly', () => {
    expect(permissionsField('docs_full, pay_full,docs_full')).toEqual(['pay_full', 'docs_full']);
    expect(permissionsField(['storage_edit', 'storage_view'])).toEqual([
      'storage_view',
      'storage_edit',
    ]);
    expect(() => permissionsField('')).toThrow(/Choose at least one permission/);
    expect(() => permissionsField('root')).toThrow(/Unknown permission/);
    expect(() => permissionsField(5)).toThrow(/Unknown permission/);
  });
});

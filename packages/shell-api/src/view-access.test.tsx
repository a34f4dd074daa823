import { act, screen, waitFor } from '@testing-library/react';
import { api as storeApi } from '@gramota/store';
import { grantedAccess, installFakeApi, renderArea } from './testing';
import { ViewAccess } from './view-access.component';

async function renderView(permissions_str: string) {
  const api = installFakeApi(grantedAccess(permissions_str));
  const view = renderArea(
    <ViewAccess permission="docs_full">
      <p>the list</p>
    </ViewAccess>,
  );
  await act(async () => {
    await view.shellApi.store.dispatch(storeApi.endpoints.profileGet.initiate('k1'));
  });
  return { ...view, api };
}

describe('the access rule of a file area view', () => {
  test('a granted access without the permission is sent to /app/ and sees nothing', async () => {
    const { shellApi, api } = await renderView('pay_full,drive_view');
    await waitFor(() => expect(shellApi.calls.navigate).toEqual(['/app/']));
    expect(screen.queryByText('the list')).toBeNull();
    api.uninstall();
  });

  test('a granted access with the permission sees the view and stays', async () => {
    const { shellApi, api } = await renderView('docs_full');
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(shellApi.calls.navigate).toEqual([]);
    api.uninstall();
  });
});

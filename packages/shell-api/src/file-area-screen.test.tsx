import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectSettings } from '@gramota/store';
import { useBrowserPreferences } from './file-area-screen.component';
import { createShellApiMock } from './shell-api.mock';
import { installFakeApi } from './testing';

describe("a file area browser's preferences", () => {
  test('start as thumbnails, newest first; a view change is kept under the area key', async () => {
    const api = installFakeApi(() => [200, { result: 'success' }]);
    const { store } = createShellApiMock();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useBrowserPreferences('ready_view'), { wrapper });
    expect(result.current.view).toBe('thumbnail');
    expect(result.current.sort).toEqual({ key: 'time', direction: 'desc' });
    await act(async () => result.current.onViewChange('list'));
    expect(result.current.view).toBe('list');
    expect(selectSettings(store.getState())).toMatchObject({ ready_view: 'list' });
    expect(selectSettings(store.getState()).docs_view).toBeUndefined();
    api.uninstall();
  });
});

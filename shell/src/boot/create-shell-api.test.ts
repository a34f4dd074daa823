import { createAppStore } from '@gramota/store';
import { peekLoginReturn } from '@gramota/shell-api';
import i18next from 'i18next';
import { createOverlayStore } from '../ui-state/overlay-store';
import { createShellApi } from './create-shell-api';

const navigateToUrl = jest.fn();
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigateToUrl(url) }));

describe('requireLogin', () => {
  beforeEach(() => {
    sessionStorage.clear();
    navigateToUrl.mockClear();
  });

  it('remembers where the visitor was and why, then opens the login page', () => {
    history.replaceState(null, '', '/app/redactor/12/?from=docs');
    const shellApi = createShellApi(createAppStore(), i18next, createOverlayStore(), false);
    shellApi.requireLogin('document');
    expect(peekLoginReturn()).toEqual({ path: '/app/redactor/12/?from=docs', reason: 'document' });
    expect(navigateToUrl).toHaveBeenCalledWith('/app/login/');
  });

  it('takes an explicit return address', () => {
    const shellApi = createShellApi(createAppStore(), i18next, createOverlayStore(), false);
    shellApi.requireLogin('pay', '/app/pay/');
    expect(peekLoginReturn()).toEqual({ path: '/app/pay/', reason: 'pay' });
  });
});

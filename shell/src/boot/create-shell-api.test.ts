import { createAppStore } from '@gramota/store';
import { peekLoginReturn } from '@gramota/shell-api';
import i18next from 'i18next';
import { waitFor } from '@testing-library/react';
import { createOverlayStore } from '../ui-state/overlay-store';
import { createShellApi } from './create-shell-api';

const navigateToUrl = jest.fn();
jest.mock('single-spa', () => ({ navigateToUrl: (url: string) => navigateToUrl(url) }));

describe('help links', () => {
  it('a help address with ?modal=true opens the help modal over the page instead of going there', async () => {
    navigateToUrl.mockClear();
    const overlays = createOverlayStore();
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const shellApi = createShellApi(createAppStore(), i18n, overlays, false);
    shellApi.navigate('http://localhost/app/help/how/make-student-report-card/?modal=true');
    await waitFor(() => expect(overlays.getState().modals).toHaveLength(1));
    expect(overlays.getState().modals[0]?.request.props).toEqual({
      slug: 'how/make-student-report-card',
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    shellApi.navigate('/app/help/workshop/');
    expect(navigateToUrl).toHaveBeenCalledWith('/app/help/workshop/');
  });
});

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

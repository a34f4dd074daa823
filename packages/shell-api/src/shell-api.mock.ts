import { createAppStore } from '@gramota/store';
import i18next from 'i18next';
import { commonResources } from '@gramota/ui/testing';
import type { ModalRequest, ShellApi, ToastRequest } from './shell-api.types';
import type { LoginReason } from './login-return';

export interface ShellApiMock extends ShellApi {
  calls: {
    navigate: string[];
    modals: ModalRequest<object>[];
    toasts: ToastRequest[];
    requireLogin: Array<{ reason: LoginReason; returnTo?: string }>;
    help: string[];
  };
}

/**
 * A real store and a real i18n instance with recorded shell actions, for area component tests
 * (as OpenMRS publishes `esm-framework/mock`).
 */
export function createShellApiMock(language = 'en'): ShellApiMock {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: commonResources,
    defaultNS: 'common',
    fallbackNS: 'kit',
    initAsync: false,
  });
  const calls: ShellApiMock['calls'] = {
    navigate: [],
    modals: [],
    toasts: [],
    requireLogin: [],
    help: [],
  };
  return {
    store: createAppStore(),
    i18n,
    embed: false,
    calls,
    navigate: (url) => void calls.navigate.push(url),
    showModal: (request) => {
      calls.modals.push(request as ModalRequest<object>);
      return { close: () => undefined };
    },
    closeModal: () => undefined,
    openHelp: (path) => void calls.help.push(path),
    toast: (request) => void calls.toasts.push(request),
    requireLogin: (reason, returnTo) => void calls.requireLogin.push({ reason, returnTo }),
  };
}

import { mountRootParcel } from 'single-spa';
import { createAppStore } from '@gramota/store';
import { detectLanguage } from '@gramota/contracts';
import { initI18n } from './i18n';
import type { AreaDefinition } from './area-lifecycles';
import { createAreaLifecycles } from './area-lifecycles';
import type { AreaMountProps } from './shell-api.types';
import { LOGIN_PATH, rememberLoginReturn } from './login-return';

/**
 * Runs an area on its own page (its dev server or /mf/{area}/): its own store and i18n, and a
 * minimal shell API. Inside a frame, navigation is delegated to the parent window (seed 000 §2).
 */
export async function runStandalone(definition: AreaDefinition, domElement: HTMLElement) {
  const store = createAppStore();
  const i18n = await initI18n(detectLanguage(location.search, undefined, navigator.languages));
  const embed = window.parent !== window;
  const props: AreaMountProps & { domElement: HTMLElement } = {
    name: definition.name,
    domElement,
    store,
    i18n,
    embed,
    navigate: (url) => {
      if (embed) window.parent.postMessage({ type: 'gramota:navigate', url }, location.origin);
      else location.assign(url);
    },
    showModal: (request) => {
      // Without the shell there is no modal host; show the title so the action is not silent.
      window.alert(request.title);
      return { close: () => undefined };
    },
    closeModal: () => undefined,
    // Without the shell the help page opens as a page of its own.
    openHelp: (path) => void window.open(path, '_blank', 'noopener'),
    toast: (request) => console.info(request.text),
    requireLogin: (reason, returnTo) => {
      rememberLoginReturn({ path: returnTo ?? location.pathname + location.search, reason });
      props.navigate(LOGIN_PATH);
    },
  };
  // A root parcel gives the lifecycles the single-spa props they expect outside a root config.
  const parcel = mountRootParcel(createAreaLifecycles(definition), props);
  await parcel.mountPromise;
}

import { appModeActions, type AppStore } from '@gramota/store';

/** Standalone display switches the app to PWA mode and back, checked every second (seed 000 §4). */
export function watchDisplayMode(store: AppStore) {
  const check = () => {
    const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
    const display = standalone ? 'pwa' : 'web';
    if (store.getState().appMode.display !== display)
      store.dispatch(appModeActions.setDisplay(display));
  };
  check();
  setInterval(check, 1000);
}

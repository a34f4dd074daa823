/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (event: BeforeInstallPromptEvent) => void;

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

/**
 * Keeps the browser's install offer instead of its own mini-bar, from the first script on: the
 * event may come before the session is loaded and the promo can be decided.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener(kept);
  });
  // Installed: the offer is used up.
  window.addEventListener('appinstalled', () => {
    kept = null;
  });
}

/** The kept offer, now and whenever the browser makes one later. */
export function onInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  if (kept) listener(kept);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog once; the offer cannot be used twice. */
export async function promptInstall(): Promise<boolean> {
  const offer = kept;
  if (!offer) return false;
  kept = null;
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

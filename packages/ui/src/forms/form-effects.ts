import type { FormAnswerAction } from './form-answer-actions';
import type { FormEffect } from './form-answer';

/**
 * What a form does with the effects of a successful answer. Errors (field-error, alert) are shown
 * by the form hook itself. Each handler is optional: the defaults are in `defaultFormHandlers`.
 */
export interface FormAnswerHandlers {
  /** Pushed navigation inside the app. */
  navigate?: (url: string) => void;
  /** location with app_reload: the app reloads that page (default: as navigate). */
  reloadApp?: (url: string) => void;
  /** location with page_reload: a full page load. */
  reloadPage?: (url: string) => void;
  /**
   * url + container: the form shows that url's content in the container it names (a list or a
   * panel it owns). There is no default: HTML from a server is never inserted as it is.
   */
  loadInto?: (url: string, container: string) => void;
  /** Closes the modal the form sits in (a form outside a modal has none). */
  closeModal?: () => void;
  /** Handlers of the named actions this form supports (form-answer-actions.ts). */
  actions?: Partial<Record<FormAnswerAction, () => void>>;
}

/** single-spa and React Router both follow a pushState announced by a popstate event. */
function pushPath(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export const defaultFormHandlers = {
  navigate: pushPath,
  reloadPage: (url: string) => window.location.assign(url),
} satisfies FormAnswerHandlers;

const skipped = (what: string, value: unknown) =>
  console.warn(`[form answer] nothing handles ${what}:`, value);

/** Runs the success effects, in order, through the form's handlers. */
export function runFormEffects(effects: readonly FormEffect[], handlers: FormAnswerHandlers = {}) {
  const navigate = handlers.navigate ?? defaultFormHandlers.navigate;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'close-modal':
        handlers.closeModal?.();
        break;
      case 'navigate':
        navigate(effect.url);
        break;
      case 'reload-app':
        (handlers.reloadApp ?? navigate)(effect.url);
        break;
      case 'reload-page':
        (handlers.reloadPage ?? defaultFormHandlers.reloadPage)(effect.url);
        break;
      case 'load-into':
        if (handlers.loadInto) handlers.loadInto(effect.url, effect.container);
        else skipped('url into container', effect);
        break;
      case 'action': {
        const run = handlers.actions?.[effect.action];
        if (run) run();
        else skipped('action', effect.action);
        break;
      }
      case 'field-error':
      case 'alert':
        break;
    }
  }
}

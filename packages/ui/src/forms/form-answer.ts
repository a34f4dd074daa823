import { isFormAnswerAction, type FormAnswerAction } from './form-answer-actions';

/** One thing a form answer asks for (seed 000 §7 Form answer, §8 form response error). */
export type FormEffect =
  | { kind: 'close-modal' }
  | { kind: 'navigate'; url: string }
  | { kind: 'reload-app'; url: string }
  | { kind: 'reload-page'; url: string }
  | { kind: 'load-into'; url: string; container: string }
  | { kind: 'action'; action: FormAnswerAction }
  | { kind: 'field-error'; name: string; text: string; code: string | null }
  | { kind: 'alert'; text: string; code: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const isTrue = (value: unknown) => value === true || value === 'true' || value === '1';

/** Logged, not thrown: a bad answer must not break the form, and e2e fails on console errors. */
const ignore = (what: string, value: unknown) =>
  console.warn(`[form answer] ignored ${what}:`, value);

/**
 * Only addresses inside this site: a path from the root ('/app/docs/'). Anything else (another
 * site, '//host', 'javascript:') is ignored, so an answer cannot send the teacher away or run code.
 */
function sitePath(value: unknown, field: string): string | null {
  const url = text(value);
  if (url === null) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  ignore(`${field} outside the site`, url);
  return null;
}

function successEffects(answer: Record<string, unknown>): FormEffect[] {
  const effects: FormEffect[] = [];
  // 'false' keeps the modal open; otherwise a successful form closes the modal it sits in.
  const modalClose = answer['modal-close'];
  if (modalClose !== false && modalClose !== 'false') effects.push({ kind: 'close-modal' });
  if (answer.function !== undefined && answer.function !== '') {
    if (isFormAnswerAction(answer.function))
      effects.push({ kind: 'action', action: answer.function });
    else ignore('unknown function', answer.function);
  }
  const url = sitePath(answer.url, 'url');
  const container = text(answer.container);
  if (url && container) effects.push({ kind: 'load-into', url, container });
  else if (url || container) ignore('url without container (or container without url)', answer);
  // Going elsewhere comes last: whatever else the answer asked for is done before leaving.
  const location = sitePath(answer.location, 'location');
  if (location) {
    if (isTrue(answer.page_reload)) effects.push({ kind: 'reload-page', url: location });
    else if (isTrue(answer.app_reload)) effects.push({ kind: 'reload-app', url: location });
    else effects.push({ kind: 'navigate', url: location });
  }
  return effects;
}

function errorEffects(answer: Record<string, unknown>): FormEffect[] {
  const effects: FormEffect[] = [];
  const code = text(answer.error_code);
  const fallback = text(answer.error_text) ?? '';
  const name = text(answer.name);
  const alertText = text(answer['alert-text']);
  if (name)
    effects.push({ kind: 'field-error', name, text: text(answer.tooltip) ?? fallback, code });
  // alert-text is what the server chose to say (seed 000 §7: 'alert-text shown if any'): shown
  // as written, not replaced by the translation of the answer's code.
  if (alertText) effects.push({ kind: 'alert', text: alertText, code: null });
  else if (!name) effects.push({ kind: 'alert', text: fallback, code });
  return effects;
}

/**
 * Reads a form answer (seed 000 §7) into a list of effects from a fixed set: nothing in it is run
 * or inserted as HTML. Success: close the modal (unless modal-close is 'false'), a named action,
 * load a url into a container, then go to location (page_reload: a full load; app_reload: the
 * app's own reload; else pushed). Error: the field named gets its tooltip, alert-text an alert;
 * with neither, error_text is the alert. Anything unknown is logged with console.warn and skipped.
 */
export function interpretFormAnswer(answer: unknown): FormEffect[] {
  if (!isRecord(answer)) {
    ignore('answer that is not an object', answer);
    return [];
  }
  if (answer.result === 'success') return successEffects(answer);
  if (answer.result === 'error' || answer.result === 'forbidden') return errorEffects(answer);
  ignore('answer with an unknown result', answer.result);
  return [];
}

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, readApiError, type ApiErrorInfo } from './api-error';
import { interpretFormAnswer, type FormEffect } from './form-answer';
import { checkFormFields } from './form-check';
import { controlsOf, formSkipsCheck } from './form-controls';
import { runFormEffects, type FormAnswerHandlers } from './form-effects';
import { collectFormValues } from './form-values';
import { useSubmitGuard } from './use-submit-guard';

interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** The task of a submit: gets the form's values (when a form element was given). */
export type FormTask = (values: Record<string, string>) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isAnswer = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && typeof value.result === 'string';

export interface ApiFormOptions {
  /**
   * An area's own translation of a refusal (its `{area}:errors.*` first), given an RTK Query
   * style error; by default the common namespace's `errors.*` (apiErrorMessage).
   */
  errorMessage?: (error: unknown) => string;
}

/**
 * The error as the form shows it, for an area's translator: the refusal as it came (other fields
 * such as a row number kept) with the code, text and field the form chose.
 */
function asRefusal(info: ApiErrorInfo, caught: unknown): unknown {
  if (info.code === 'offline') return { status: 'FETCH_ERROR' };
  const data = isRecord(caught) && isRecord(caught.data) ? caught.data : {};
  return {
    status: info.status,
    data: {
      ...data,
      result: 'error',
      error_code: info.code,
      error_text: info.text,
      name: info.field,
    },
  };
}

/**
 * One form's submit lifecycle on the form engine (seed 000 §4, §5, §7): idle → sending (a second
 * submit is ignored) → idle. Given the <form> element, the generic check runs first (a field's
 * `data-length="min...max"`; the first error is shown as that field's tooltip and nothing is
 * sent) and the task gets the collected values. A returned form answer is interpreted: success
 * effects through `handlers`, errors on the field the answer names (or above the form) and its
 * alert-text above the form; a thrown RTK Query error is read the same way.
 */
export function useApiForm<F extends string>(
  fields: readonly F[],
  handlers: FormAnswerHandlers = {},
  options: ApiFormOptions = {},
) {
  const { t } = useTranslation('common');
  const { busy, guard, isRunning } = useSubmitGuard();
  const [fieldError, setFieldError] = useState<FieldError<F> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The handlers are read when an answer arrives, so callers may pass a fresh object each render.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const clear = useCallback(() => {
    setFieldError(null);
    setFormError(null);
  }, []);

  /** An error for a field of this form goes on it; for any other name, above the form. */
  const show = useCallback(
    (name: string | null, message: string, alert: string | null = null) => {
      const field = fields.find((candidate) => candidate === name) ?? null;
      setFieldError(field ? { field, message } : null);
      setFormError(alert ?? (field ? null : message));
    },
    // The field list is a constant of the calling form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const fail = useCallback((field: F | null, message: string) => show(field, message), [show]);

  const showErrors = useCallback(
    (effects: readonly FormEffect[], info: ApiErrorInfo, caught: unknown) => {
      const translate = (shown: ApiErrorInfo) => {
        const own = optionsRef.current.errorMessage;
        return own ? own(asRefusal(shown, caught)) : apiErrorMessage(t, shown);
      };
      const onField = effects.find((effect) => effect.kind === 'field-error');
      const alert = effects.find((effect) => effect.kind === 'alert');
      const first = onField ?? alert;
      if (!first) return show(info.field, translate(info));
      // The code's translation when there is one; the server's own words otherwise (a guessed
      // code such as 'internal' only when the answer has no words of its own).
      const message = translate({
        ...info,
        code: first.code ?? (first.text ? null : info.code),
        text: first.text,
      });
      const alertText = onField && alert ? alert.text : null;
      show(onField ? onField.name : null, message, alertText);
    },
    [show, t],
  );

  const submit = useCallback(
    (task: FormTask, form?: HTMLFormElement | null) => {
      if (isRunning()) return Promise.resolve();
      let values: Record<string, string> = {};
      if (form) {
        const controls = controlsOf(form);
        // Checked before the sending state: a refused field never disables the button, not even
        // for a moment, and the teacher may fix it and submit again at once.
        if (!formSkipsCheck(form)) {
          const problem = checkFormFields(controls, t);
          if (problem) {
            show(problem.name, problem.message);
            return Promise.resolve();
          }
        }
        values = collectFormValues(controls);
      }
      return guard(async () => {
        clear();
        try {
          const answer = await task(values);
          if (!isAnswer(answer)) return;
          const effects = interpretFormAnswer(answer);
          if (answer.result === 'success') runFormEffects(effects, handlersRef.current);
          else showErrors(effects, readApiError({ data: answer }), { data: answer });
        } catch (caught) {
          const data = isRecord(caught) ? caught.data : null;
          showErrors(isAnswer(data) ? interpretFormAnswer(data) : [], readApiError(caught), caught);
        }
      });
    },
    [guard, isRunning, clear, show, showErrors, t],
  );

  return {
    busy,
    submit,
    fail,
    clear,
    fieldError: (field: F) => (fieldError?.field === field ? fieldError.message : null),
    formError,
  };
}

import { z } from 'zod';

/**
 * The seeds' error shape. `error_text` is what the user reads; `name` and `tooltip` point at the
 * form field that is wrong.
 */
export const errorAnswerSchema = z.object({
  result: z.enum(['error', 'forbidden']),
  /** Stable key front ends translate (see accountErrors); error_text is the English fallback. */
  error_code: z.string().optional(),
  error_text: z.string(),
  name: z.string().optional(),
  tooltip: z.string().optional(),
  'alert-text': z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export interface SuccessAnswer {
  result: 'success';
}

/** Text the backend puts in `error_text`; front ends translate by matching these keys. */
export const errorTexts = {
  forbidden: 'Forbidden',
  csrf: 'Forbidden: missing X-Requested-With header',
  crossSite: 'Forbidden: a request from another site',
  notFound: 'Not found',
  badRequest: 'Bad request',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The file storage does not answer just now. Please try again in a minute.',
} as const;

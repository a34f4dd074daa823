/**
 * The seeds' form answer has a `function` field: a script the old client ran. Here it can only
 * name one of these actions, each a handler the form supplies; no text from a server is ever run.
 * - refresh-list: re-fetch the list the form changed (seed 000 §4, forced refresh).
 * - refresh-alerts: reload the alerts (as alert-check's 'update' does).
 * - refresh-profile: re-read the account (a setting or name the answer changed).
 * - open-login: show the login form (seed 000 §5, actions that need a login).
 */
export const FORM_ANSWER_ACTIONS = [
  'refresh-list',
  'refresh-alerts',
  'refresh-profile',
  'open-login',
] as const;
export type FormAnswerAction = (typeof FORM_ANSWER_ACTIONS)[number];

export const isFormAnswerAction = (name: unknown): name is FormAnswerAction =>
  typeof name === 'string' && (FORM_ANSWER_ACTIONS as readonly string[]).includes(name);

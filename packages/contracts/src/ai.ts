/**
 * The AI writing assistant of the editor (issue 20; seed 001 §1 AI writing assistant, §2 the
 * separate AI support modal, §5 a message is sent only if longer than 1 character, §7
 * `ai-support-modal/{docId}/` and the AI form).
 *
 * The server talks to an OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL) and streams the answer to the browser as server-sent events. It sends only the open
 * document's text and the teacher's own messages of that document, never another account's.
 * Answers are plain text: the editor inserts them as text, never as HTML.
 *
 * Errors: `{ result: 'error', error_code, error_text, name? }` with aiErrors' codes; 401
 * login_required for a visitor without a registered account (an anonymous account costs one
 * cookie, so no per-account limit could bound what visitors ask), 404 for a document that is not
 * the caller's, 429 for the limits (per account, per client address, the installation's daily
 * budget), 503 ai_not_configured.
 */

import type { Language } from './languages';

/** Limits shared by the modal and the server checks. */
export const AI_LIMITS = {
  /** Seed 001 §5: sent only when longer than 1 character. */
  messageMin: 2,
  messageMax: 4000,
  /** The document text sent along is cut to this many characters. */
  documentMax: 12_000,
  /** Requests per account (the per-address and installation limits are the server's config). */
  perMinute: 6,
  perDay: 100,
  /** Messages kept per document (oldest dropped first). */
  historyMax: 100,
} as const;

/** Who wrote a history entry. */
export type AiRole = 'user' | 'assistant';

export interface AiMessage {
  id: number;
  role: AiRole;
  text: string;
  /** ms since the epoch. */
  time: number;
  /** An assistant answer cut short (stopped, dropped, failed): what arrived is kept. */
  partial: boolean;
  /**
   * A quick action the teacher ran: `text` is the selected text it worked on, and the modal words
   * the line in the interface's language ("Make shorter: …"). `language`: translate's target.
   */
  action?: AiAction;
  language?: Language;
}

/** Quick actions on a selection; `translate` takes a target language. */
export const AI_ACTIONS = ['shorter', 'formal', 'spelling', 'translate'] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/** GET /api/ai-support-modal/{docId}/ : whether the assistant is set up, and the history. */
export interface AiModalAnswer {
  result: 'success';
  configured: boolean;
  /** The visitor has no registered account: the modal asks to sign in (asks answer 401). */
  signInRequired: boolean;
  messages: AiMessage[];
  limits: { messageMax: number; perMinute: number; perDay: number };
}

/**
 * POST /api/ai-support-ask/{docId}/ JSON { message } or { action, text, language? } (a quick
 * action on the selected text) → text/event-stream:
 *   event: start  data: {"id": <user message id>}
 *   event: delta  data: {"text": "..."}        (repeated, in order)
 *   event: done   data: {"id": <answer id>}
 *   event: error  data: {"error_code": "...", "error_text": "...", "id": <answer id or 0>}
 * Refusals before the stream starts answer JSON in the error shape with an HTTP status.
 * The teacher stopping (closing the request) keeps what arrived as a partial answer.
 */
export interface AiAskBody {
  message?: string;
  action?: AiAction;
  /** The selected text a quick action works on. */
  text?: string;
  /** translate: one of the interface languages. */
  language?: string;
}

export type AiStreamEvent =
  | { event: 'start'; id: number }
  | { event: 'delta'; text: string }
  | { event: 'done'; id: number }
  | { event: 'error'; id: number; error_code: AiErrorCode; error_text: string };

/** POST /api/ai-support-clear/{docId}/ : forgets the document's conversation. */
export interface AiClearAnswer {
  result: 'success';
}

export const aiErrors = {
  not_found: 'Not found',
  message_too_short: 'Write at least 2 characters',
  message_too_long: 'The message is too long: at most 4,000 characters',
  action_invalid: 'Unknown action',
  language_invalid: 'Choose one of the interface languages',
  text_required: 'Select the text first',
  rate_minute: 'Too many questions in a minute. Please wait a little.',
  rate_day: 'You have asked the assistant many times today. Please come back tomorrow.',
  rate_address_minute: 'Too many questions from your network in a minute. Please wait a little.',
  rate_address_day: 'Many questions have come from your network today. Please come back tomorrow.',
  ai_budget_spent:
    'The assistant has answered all the questions this server allows for today. Please come back tomorrow.',
  login_required: 'Sign in to use the assistant.',
  ai_not_configured: 'The AI assistant is not set up on this server.',
  ai_unreachable: 'The AI service cannot be reached. Please try again later.',
  ai_failed: 'The AI service answered with an error. Please try again.',
  ai_timeout: 'The AI service took too long to answer. Please try again.',
  ai_dropped: 'The answer was cut off. What arrived is kept.',
  ai_garbage: 'The AI service sent an answer we could not read.',
} as const;
export type AiErrorCode = keyof typeof aiErrors;

const seg = encodeURIComponent;

export const aiPaths = {
  modal: (docId: string) => `/api/ai-support-modal/${seg(docId)}/`,
  modalRoute: '/api/ai-support-modal/:docId/',
  ask: (docId: string) => `/api/ai-support-ask/${seg(docId)}/`,
  askRoute: '/api/ai-support-ask/:docId/',
  clear: (docId: string) => `/api/ai-support-clear/${seg(docId)}/`,
  clearRoute: '/api/ai-support-clear/:docId/',
} as const;

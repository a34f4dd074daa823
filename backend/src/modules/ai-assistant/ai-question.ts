import {
  AI_ACTIONS,
  AI_LIMITS,
  isLanguage,
  type AiAction,
  type Language,
} from '@gramota/contracts';
import type { Fields } from '../../http/request-fields';
import { aiError } from './ai-errors';

/** What the teacher asked: a message of her own, or a quick action on the selected text. */
export type AiQuestion =
  | { kind: 'message'; message: string }
  | { kind: 'action'; action: AiAction; text: string; language: Language };

/** A text field of the ask body within the limits; `name` is the form field at fault. */
function boundedText(value: unknown, name: 'message' | 'text'): string {
  const text = typeof value === 'string' && !value.includes('\u0000') ? value.trim() : '';
  if (text.length > AI_LIMITS.messageMax) throw aiError(400, 'message_too_long', name);
  if (name === 'text' && text.length === 0) throw aiError(400, 'text_required', name);
  if (text.length < AI_LIMITS.messageMin) throw aiError(400, 'message_too_short', name);
  return text;
}

/**
 * The ask body read and checked (seed 001 §5: a message is sent only when longer than 1
 * character). `interfaceLanguage` is translate's default target.
 */
export function readQuestion(fields: Fields, interfaceLanguage: Language): AiQuestion {
  if (fields.action === undefined || fields.action === null || fields.action === '') {
    return { kind: 'message', message: boundedText(fields.message, 'message') };
  }
  const action = fields.action;
  if (typeof action !== 'string' || !(AI_ACTIONS as readonly string[]).includes(action))
    throw aiError(400, 'action_invalid', 'action');
  const language = fields.language ?? interfaceLanguage;
  if (!isLanguage(language)) throw aiError(400, 'language_invalid', 'language');
  return {
    kind: 'action',
    action: action as AiAction,
    text: boundedText(fields.text, 'text'),
    language,
  };
}

import type { TFunction } from 'i18next';
import type { AiFailure } from './use-ai-conversation';

/** The teacher's language first: the code's own text, else the server's words, else a general one. */
export function aiFailureText(t: TFunction<'ai'>, failure: AiFailure): string {
  if (failure.code) return t(`ai.errors.${failure.code}`);
  return failure.text || t('ai.errors.unknown');
}

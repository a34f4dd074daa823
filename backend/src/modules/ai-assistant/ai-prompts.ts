import type { AiAction, Language } from '@gramota/contracts';
import { intlLocale } from '../../shared/intl-locale';

/**
 * What the provider is told. The instructions are in English (every chat model follows them
 * best); the answer's language is the teacher's: the message's own, or the one asked for.
 */

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * A language as the English instructions name it ('Russian', 'Kazakh'): Intl's own English
 * names, so no table of them is kept here.
 */
export function languageInEnglish(language: Language): string {
  return ENGLISH_NAMES.of(intlLocale(language)) ?? language;
}

export function systemPrompt(interfaceLanguage: Language): string {
  return [
    'You are a writing assistant inside an editor where a teacher makes school documents:',
    'diplomas, certificates, letters of thanks, report cards and invitations.',
    'Write text that can be put into the document as it is: plain text only, no Markdown,',
    'no HTML, no quotation marks around the whole answer, no comments about the answer.',
    'Answer in the language the teacher writes in; when unsure, in',
    `${languageInEnglish(interfaceLanguage)}.`,
    'Keep names, dates and numbers from the document exactly as they are.',
  ].join(' ');
}

/** The open document's text, given to the model as context (never as instructions). */
export function documentContext(text: string): string {
  return text
    ? `The document open in the editor reads (between the lines of dashes):\n-----\n${text}\n-----`
    : 'The document open in the editor is empty.';
}

/** A quick action on the selected text, as the request to the model. */
export function actionRequest(action: AiAction, text: string, language: Language): string {
  const task: Record<AiAction, string> = {
    shorter: 'Make this text shorter. Keep its meaning, tone and language.',
    formal: 'Rewrite this text in a more formal, official style. Keep its language and meaning.',
    spelling:
      'Fix the spelling, grammar and punctuation of this text. Change nothing else; keep its language.',
    translate: `Translate this text into ${languageInEnglish(language)}.`,
  };
  return `${task[action]} Answer with the resulting text only.\n\n${text}`;
}

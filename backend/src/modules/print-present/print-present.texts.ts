import type { Language, PrintPresentModalAnswer } from '@gramota/contracts';
import { textsOf } from '../../shared/texts';

export type PrintPresentTexts = Pick<PrintPresentModalAnswer, 'title' | 'text' | 'action'>;

/**
 * The printed-copies offer as it ships (seed 000 §7 print-present-modal,
 * backend/locales/{lng}/print-present.json): what the modal says until the operator changes it
 * (`npm run admin -- print-present text …`). Plain text.
 */
export function builtInPrintPresent(language: Language): PrintPresentTexts {
  return textsOf<PrintPresentTexts>(language, 'print-present:builtIn');
}

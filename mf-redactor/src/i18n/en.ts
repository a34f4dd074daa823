import { editorEn } from '../editor/editor-strings.en';
import type { RedactorStrings } from './ru';
import { screenEn } from './screen.en';

export const en: RedactorStrings = {
  redactor: screenEn,
  editor: editorEn,
};

import { editorStrings } from '../editor';
import type { RedactorStrings } from './ru';
import { screenEn } from './screen.en';

export const en: RedactorStrings = {
  redactor: screenEn,
  editor: editorStrings.en,
};

import { editorDe } from '../editor/editor-strings.de';
import type { RedactorStrings } from './ru';
import { screenDe } from './screen.de';

export const de: RedactorStrings = {
  redactor: screenDe,
  editor: editorDe,
};

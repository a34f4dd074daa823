import { editorIt } from '../editor/editor-strings.it';
import type { RedactorStrings } from './ru';
import { screenIt } from './screen.it';

export const it: RedactorStrings = {
  redactor: screenIt,
  editor: editorIt,
};

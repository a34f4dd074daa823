import { editorBe } from '../editor/editor-strings.be';
import type { RedactorStrings } from './ru';
import { screenBe } from './screen.be';

export const be: RedactorStrings = {
  redactor: screenBe,
  editor: editorBe,
};

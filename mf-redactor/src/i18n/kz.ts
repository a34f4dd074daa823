import { editorKz } from '../editor/editor-strings.kz';
import type { RedactorStrings } from './ru';
import { screenKz } from './screen.kz';

export const kz: RedactorStrings = {
  redactor: screenKz,
  editor: editorKz,
};

import { editorUk } from '../editor/editor-strings.uk';
import type { RedactorStrings } from './ru';
import { screenUk } from './screen.uk';

export const uk: RedactorStrings = {
  redactor: screenUk,
  editor: editorUk,
};

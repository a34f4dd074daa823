import { editorRu } from '../editor/editor-strings';
import { screenRu } from './screen.ru';

/**
 * Russian strings of the area (namespace 'redactor'): the screen under 'redactor', the editor
 * core's under 'editor'. en.ts, uk.ts, kz.ts, be.ts, de.ts and it.ts mirror the keys; only Russian
 * is in the first load (register-strings.ts fetches the others). The editor's strings come from
 * their own file, not the editor's index, which would pull draft-js into the first load.
 */
export const ru = {
  redactor: screenRu,
  editor: editorRu,
};

export type RedactorStrings = typeof ru;

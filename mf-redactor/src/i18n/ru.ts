import { editorStrings } from '../editor';
import { screenRu } from './screen.ru';

/**
 * Russian strings of the area (namespace 'redactor'): the screen under 'redactor', the editor
 * core's under 'editor'. en.ts mirrors the keys.
 */
export const ru = {
  redactor: screenRu,
  editor: editorStrings.ru,
};

export type RedactorStrings = typeof ru;

/**
 * A stand-in for the editor core (src/editor) in the screen's tests: the same exports and props,
 * with the document as plain paragraphs, so the tests check what the screen does (loading,
 * saving, fields, ruler) without draft-js in jsdom. Use with
 * `jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'))`.
 */
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DocRawContent } from '@gramota/doc-content';
import type { DocEditorHandle, DocEditorProps } from '../editor/editor.types';

export type {
  DocEditorHandle,
  DocEditorProps,
  NeedProFeature,
  DocRawContent,
} from '../editor/editor.types';

/** The props each provider got, newest last (tests read proAllowed, mobile, readOnly...). */
export const providerProps: DocEditorProps[] = [];
/** Calls of the handle's setParagraphMargins. */
export const paragraphMarginCalls: Array<[number, number]> = [];
/** What tests select in the fake document (the handle's selectedText answers it). */
export const fakeSelection = { text: '' };

export function rawOf(...texts: string[]): DocRawContent {
  return {
    blocks: texts.map((text, index) => ({
      key: `b${index}`,
      type: 'unstyled',
      text,
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
    })),
    entityMap: {},
  } as DocRawContent;
}

/** Paragraph texts of simple template HTML. */
const htmlParagraphs = (html: string) =>
  html
    .split(/<\/p>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    )
    .filter((text) => text.trim() !== '');

interface FakeContext {
  raw: DocRawContent;
  readOnly: boolean;
  type(text: string): void;
}
const Context = createContext<FakeContext | null>(null);

export const DocEditorProvider = forwardRef<
  DocEditorHandle,
  DocEditorProps & { children?: ReactNode }
>(function DocEditorProvider({ children, ...props }, ref) {
  const [raw, setRaw] = useState(() => props.raw ?? rawOf(...htmlParagraphs(props.html)));
  const rawRef = useRef(raw);
  rawRef.current = raw;
  providerProps.push(props);
  useImperativeHandle(ref, () => ({
    undo: () => undefined,
    redo: () => undefined,
    focus: () => undefined,
    getRaw: () => rawRef.current,
    setParagraphMargins: (left, right) => void paragraphMarginCalls.push([left, right]),
    // Inserted text ends the document, each line a paragraph (the real editor puts it at the caret).
    insertPlainText: (text) => {
      const blocks = rawRef.current.blocks.map((block) => block.text);
      const next = rawOf(...blocks, ...text.split('\n'));
      setRaw(next);
      props.onChange(next);
      return true;
    },
    selectedText: () => fakeSelection.text,
  }));
  useEffect(() => {
    props.onActiveParagraphChange({ left: 0, right: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const type = (text: string) => {
    const next = rawOf(...text.split('\n'));
    setRaw(next);
    props.onChange(next);
  };
  return (
    <Context.Provider value={{ raw, readOnly: props.readOnly ?? false, type }}>
      {children}
    </Context.Provider>
  );
});

export function EditorToolbar() {
  return <div role="toolbar" aria-label="Formatting" data-testid="editor-toolbar" />;
}

export function EditorSurface() {
  const context = useContext(Context)!;
  const text = context.raw.blocks.map((block) => block.text).join('\n');
  return (
    <div data-testid="editor-surface" data-readonly={context.readOnly ? 'true' : 'false'}>
      {context.raw.blocks.map((block) => (
        <p key={block.key}>{block.text}</p>
      ))}
      {context.readOnly ? null : (
        <textarea
          aria-label="Document text"
          value={text}
          onChange={(event) => context.type(event.target.value)}
        />
      )}
    </div>
  );
}

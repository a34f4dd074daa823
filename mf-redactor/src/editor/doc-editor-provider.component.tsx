import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { EditorState, type Editor } from 'draft-js';
import { contentToRaw, createEditorState } from './content/editor-content';
import { paragraphMargins } from './content/block-styles';
import { activeBlock, mergeBlockData, selectedRanges } from './content/text-commands';
import { pastePlainText } from './content/paste';
import { fontsInContent } from './content/content-fonts';
import {
  EditorActionsContext,
  EditorStateContext,
  EditorViewContext,
  type EditorActions,
  type EditorDialog,
  type EditorView,
  type ResolvedEditorProps,
} from './editor-context';
import type { DocEditorHandle, DocEditorProps } from './editor.types';
import { ensureFontCss } from './fonts/font-css';
import { EditorDialogs } from './dialogs/editor-dialogs.component';

/** Quiet time after the last change before onChange hears of it. */
const CHANGE_NOTICE_DELAY_MS = 300;

export interface DocEditorProviderProps extends DocEditorProps {
  children?: ReactNode;
}

function resolve(props: DocEditorProps): ResolvedEditorProps {
  return {
    ...props,
    hideInsertions: props.hideInsertions ?? false,
    templateData: props.templateData ?? '',
    mobile: props.mobile ?? false,
    readOnly: props.readOnly ?? false,
  };
}

/**
 * Holds the document's EditorState and the editor's UI state; EditorToolbar and EditorSurface
 * rendered anywhere inside it work on the same document. The ref is the DocEditorHandle.
 */
export const DocEditorProvider = forwardRef<DocEditorHandle, DocEditorProviderProps>(
  function DocEditorProvider(providerProps, ref) {
    const { children } = providerProps;
    // The same object while the parent does not render again: the view's parts compare it.
    const props = useMemo(() => {
      const { children: _children, ...editorProps } = providerProps;
      return resolve(editorProps);
    }, [providerProps]);
    const [editorState, setEditorState] = useState(() => createEditorState(props.raw, props.html));
    const stateRef = useRef(editorState);
    const propsRef = useRef(props);
    const editorRef = useRef<Editor | null>(null);
    const [focusRequest, setFocusRequest] = useState(0);
    const [editingOwners, setEditingOwners] = useState<readonly string[]>([]);
    const [selectedObject, setSelectedObject] = useState<string | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const [dialog, setDialog] = useState<EditorDialog | null>(null);

    useLayoutEffect(() => {
      propsRef.current = props;
    });

    // onChange hears of changes after a pause in typing, not on every key: converting the whole
    // document to raw costs milliseconds on a long one. getRaw() is always current.
    const changeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const notifyChange = useCallback(() => {
      if (changeTimer.current !== null) clearTimeout(changeTimer.current);
      changeTimer.current = setTimeout(() => {
        changeTimer.current = null;
        propsRef.current.onChange(contentToRaw(stateRef.current.getCurrentContent()));
      }, CHANGE_NOTICE_DELAY_MS);
    }, []);
    useEffect(
      () => () => {
        if (changeTimer.current !== null) clearTimeout(changeTimer.current);
      },
      [],
    );

    const actions = useMemo<EditorActions>(
      () => ({
        editorRef,
        current: () => stateRef.current,
        props: () => propsRef.current,
        update(change) {
          const previous = stateRef.current;
          const next = change(previous);
          if (next === previous) return;
          stateRef.current = next;
          setEditorState(next);
          if (next.getCurrentContent() !== previous.getCurrentContent()) notifyChange();
        },
        focusText: () => setFocusRequest((count) => count + 1),
        setObjectEditing(owner, editing) {
          setEditingOwners((owners) => {
            const others = owners.filter((one) => one !== owner);
            return editing ? [...others, owner] : others;
          });
        },
        selectObject: setSelectedObject,
        showNotice: setNotice,
        dismissNotice: () => setNotice(null),
        openDialog: setDialog,
        closeDialog: () => setDialog(null),
      }),
      [notifyChange],
    );

    // draft-js focuses with the state of its last render, so focus waits for the new one.
    useEffect(() => {
      if (focusRequest > 0) editorRef.current?.focus();
    }, [focusRequest]);

    useImperativeHandle(
      ref,
      () => ({
        undo: () => actions.update(EditorState.undo),
        redo: () => actions.update(EditorState.redo),
        focus: actions.focusText,
        getRaw: () => contentToRaw(stateRef.current.getCurrentContent()),
        setParagraphMargins: (left, right) =>
          actions.update((state) =>
            mergeBlockData(state, { marginLeft: left, marginRight: right }),
          ),
        insertPlainText: (text) => {
          const result = pastePlainText(stateRef.current, text);
          if (result.kind === 'too-long') return false;
          actions.update(() => result.state);
          return true;
        },
        selectedText: () => {
          const state = stateRef.current;
          if (state.getSelection().isCollapsed()) return '';
          return selectedRanges(state.getCurrentContent(), state.getSelection())
            .map(({ block, start, end }) => block.getText().slice(start, end))
            .join('\n');
        },
      }),
      [actions],
    );

    const paragraph = activeBlock(editorState);
    const margins = paragraph ? paragraphMargins(paragraph) : { left: 0, right: 0 };
    const paragraphKey = paragraph?.getKey();
    useEffect(() => {
      propsRef.current.onActiveParagraphChange({ left: margins.left, right: margins.right });
    }, [paragraphKey, margins.left, margins.right]);

    useEffect(() => {
      ensureFontCss(props.font);
    }, [props.font]);
    useEffect(() => {
      for (const family of fontsInContent(stateRef.current.getCurrentContent())) {
        ensureFontCss(family);
      }
    }, []);

    const textReadOnly = props.readOnly || editingOwners.length > 0;
    const view = useMemo<EditorView>(
      () => ({ props, textReadOnly, selectedObject, notice, dialog }),
      [props, textReadOnly, selectedObject, notice, dialog],
    );

    return (
      <EditorActionsContext.Provider value={actions}>
        <EditorViewContext.Provider value={view}>
          <EditorStateContext.Provider value={editorState}>
            {children}
            <EditorDialogs />
          </EditorStateContext.Provider>
        </EditorViewContext.Provider>
      </EditorActionsContext.Provider>
    );
  },
);

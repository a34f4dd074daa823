import { createRef, useContext, useMemo, type ReactNode } from 'react';
import { EditorState, SelectionState } from 'draft-js';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ShellApiContext } from '@gramota/shell-api';
import { createShellApiMock } from '@gramota/shell-api/testing';
import type { DocRawContent } from '@gramota/doc-content';
import { DocEditorProvider } from '../doc-editor-provider.component';
import { EditorSurface } from '../editor-surface.component';
import { EditorToolbar } from '../toolbar/editor-toolbar.component';
import { EditorActionsContext, type EditorActions } from '../editor-context';
import en from '../../../locales/en/redactor.json';
import ru from '../../../locales/ru/redactor.json';
import type { DocEditorHandle, DocEditorProps } from '../editor.types';

/**
 * The editor's strings as the screen registers them: namespace 'redactor', key 'editor'. English
 * is added at once here (the product fetches it when chosen), so the tests read it synchronously.
 */
function withEditorStrings(shellApi: ReturnType<typeof createShellApiMock>) {
  shellApi.i18n.addResourceBundle('en', 'redactor', { editor: en.editor }, true, true);
  shellApi.i18n.addResourceBundle('ru', 'redactor', { editor: ru.editor }, true, true);
}

/** Gives the test the provider's actions (to place a selection as a teacher's mouse would). */
function ActionsProbe({ into }: { into: { current: EditorActions | null } }) {
  into.current = useContext(EditorActionsContext);
  return null;
}

/** The providers an area gets from the shell, with the editor's strings registered. */
export function AreaProviders({ children }: { children: ReactNode }) {
  const shellApi = useMemo(() => {
    const mock = createShellApiMock('en');
    withEditorStrings(mock);
    return mock;
  }, []);
  return (
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>{children}</ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

export function editorProps(overrides: Partial<DocEditorProps> = {}): DocEditorProps {
  return {
    raw: null,
    html: '<p>Hello world</p>',
    docId: '12',
    font: 'Philosopher',
    proAllowed: true,
    fontsUseFragment: true,
    myFonts: ['Philosopher', 'PT Serif'],
    onChange: jest.fn(),
    onFontChange: jest.fn(),
    onActiveParagraphChange: jest.fn(),
    onNeedPro: jest.fn(),
    onMyFontsChange: jest.fn(),
    ...overrides,
  };
}

/**
 * The editor as the screen composes it (provider, toolbar, page with the surface) under the
 * providers an area gets (store, i18n, shell API), with its handle and actions.
 */
export function renderEditor(overrides: Partial<DocEditorProps> = {}) {
  // draft-js keeps the page's scroll position when it takes the focus; jsdom does not scroll.
  window.scrollTo = () => undefined;
  const shellApi = createShellApiMock('en');
  withEditorStrings(shellApi);
  const props = editorProps(overrides);
  const handle = createRef<DocEditorHandle>();
  const actions: { current: EditorActions | null } = { current: null };
  const view = render(
    <Provider store={shellApi.store}>
      <I18nextProvider i18n={shellApi.i18n}>
        <ShellApiContext.Provider value={shellApi}>
          <DocEditorProvider {...props} ref={handle}>
            <EditorToolbar />
            <div className="gr-doc-page">
              <div className="gr-doc-content">
                <EditorSurface />
              </div>
            </div>
            <ActionsProbe into={actions} />
          </DocEditorProvider>
        </ShellApiContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return {
    ...view,
    shellApi,
    props,
    handle: () => handle.current!,
    actions: () => actions.current!,
    raw: (): DocRawContent => handle.current!.getRaw(),
  };
}

/** Selects characters [start, end) of the first block, as a teacher dragging the mouse would. */
export function selectInFirstBlock(actions: EditorActions, start: number, end: number) {
  selectInBlock(actions, 0, start, end);
}

/** A selection in the block at `index` (0: the first), as a teacher's click or drag makes it. */
export function selectInBlock(actions: EditorActions, index: number, start: number, end: number) {
  act(() =>
    actions.update((state) => {
      const key = state.getCurrentContent().getBlocksAsArray()[index]!.getKey();
      const selection = SelectionState.createEmpty(key).merge({
        anchorOffset: start,
        focusOffset: end,
      }) as SelectionState;
      return EditorState.acceptSelection(state, selection);
    }),
  );
}

import {
  type MutableRefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { DocData, RedactorTriggersAnswer, SetTemplateAnswer } from '@gramota/contracts';
import { rulersHidden } from '@gramota/doc-style';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';
import {
  DocEditorProvider,
  EditorSurface,
  EditorToolbar,
  type DocEditorHandle,
  type DocRawContent,
} from '../editor';
import { InfoBanners } from '../banners/info-banners.component';
import { FieldsForm } from '../fields/fields-form.component';
import { fillHtml, fillRawContent } from '../fields/fill-fields';
import { TemplateEditingBanner } from '../fields/template-editing-banner.component';
import { stepZoom } from '../mobile/zoom';
import { useNarrowScreen } from '../mobile/use-narrow-screen';
import { DocPage } from '../page/doc-page.component';
import { PageViewport } from '../page/page-viewport.component';
import { withoutTemplateQuery } from '../redactor-route';
import { Ruler, type ParagraphMargins } from '../ruler/ruler.component';
import { useAutosave } from '../save/use-autosave';
import { useChangeTemplate } from '../template/use-change-template';
import { CreatorBanner } from '../creator/creator-banner.component';
import { useCreator } from '../creator/use-creator';
import { RedactorTopbar } from '../topbar/redactor-topbar.component';
import { useVerifyChoice } from '../verify/use-verify-choice';
import { usePrintLayout } from '../print/use-print-layout';
import {
  currentTitlePicture,
  docReducer,
  docStateFromData,
  hidesInsertions,
} from '../model/doc-state';
import { useScreenDialogs } from './use-screen-dialogs';
import { useReportCardHelp } from './use-report-card-help';
import styles from './document-workspace.module.css';

export interface DocumentWorkspaceProps {
  docId: string;
  data: DocData;
  /** The content HTML (get-doc's third part): read when the document has no raw content yet. */
  html: string;
  triggers: RedactorTriggersAnswer | undefined;
  /** Admin default mode: fields mode off (seed 001 §2). */
  adminDefault: boolean;
  /** `?template=` of the address: switch to it once, on open. */
  selectTemplate: string | null;
}

/** 'A,B,' (settings my_fonts, comma-terminated) → ['A', 'B']. */
export const parseMyFonts = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((font) => font.trim())
    .filter(Boolean);

/** One open document: topbar, banners, ruler, the page with the editor or fields mode. */
export function DocumentWorkspace({
  docId,
  data,
  html,
  triggers,
  adminDefault,
  selectTemplate,
}: DocumentWorkspaceProps) {
  const storeDispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  useReportCardHelp(data.is_table_student_card === '1');
  const [state, dispatch] = useReducer(docReducer, data, docStateFromData);
  const editorRef = useRef<DocEditorHandle>(null);
  const converterRef = useRef<DocEditorHandle>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [paragraph, setParagraph] = useState<ParagraphMargins | null>(null);
  const narrow = useNarrowScreen();
  const [zoom, setZoom] = useState<number | null>(null);
  const [fitted, setFitted] = useState(1);
  const proAllowed = triggers?.doc_pro_allowed === '1';

  // The last editor handle stays readable after the editor unmounts (its getRaw closes over the
  // editor's own state), so the save on leaving the page sends what was typed last.
  const lastEditorRef = useRef<DocEditorHandle | null>(null);
  const setEditorHandle = useCallback((handle: DocEditorHandle | null) => {
    (editorRef as MutableRefObject<DocEditorHandle | null>).current = handle;
    if (handle) lastEditorRef.current = handle;
  }, []);
  const getRaw = useCallback(
    () => (editorRef.current ?? lastEditorRef.current)?.getRaw() ?? null,
    [],
  );
  const autosave = useAutosave(docId, state, getRaw);

  const hasFields = state.fields.length > 0;
  const fieldsMode = !adminDefault && hasFields && state.fieldsRedactor === '1';
  const templateEditing = !adminDefault && hasFields && state.fieldsRedactor === '0';

  const applyTemplate = useCallback(
    (answer: SetTemplateAnswer, templateId: string) =>
      dispatch({ type: 'templateApplied', answer, templateId }),
    [],
  );
  const templates = useChangeTemplate({
    docId,
    proAllowed,
    flush: autosave.flush,
    onApplied: applyTemplate,
  });
  const verify = useVerifyChoice(docId);
  const dialogs = useScreenDialogs({
    docId,
    state,
    dispatch,
    proAllowed,
    autosave,
    undo: () => editorRef.current?.undo(),
    redo: () => editorRef.current?.redo(),
    selectedText: () => editorRef.current?.selectedText() ?? '',
    // Fields mode has no text editor: the modal says the answer could not go in.
    insertText: (text) => editorRef.current?.insertPlainText(text) ?? false,
  });
  const creator = useCreator({
    docId,
    templateId: state.templateId,
    proAllowed,
    onNeedPro: () => dialogs.openPro(),
    onChangeTemplate: templates.openGallery,
    flush: autosave.flush,
    currentFields: () => {
      const raw = stateRef.current.raw ?? getRaw();
      if (!raw) return null;
      return {
        content: JSON.stringify(raw),
        font: stateRef.current.font,
        padding: stateRef.current.padding,
      };
    },
  });
  const openPrintLayout = usePrintLayout(creator.run);

  // A document never saved from the editor has only HTML: the editor reads it into raw content,
  // which saves need. Reading is not a change, so it does not trigger a save.
  useEffect(() => {
    if (stateRef.current.raw) return;
    const raw = (editorRef.current ?? converterRef.current)?.getRaw();
    if (!raw) return;
    autosave.adoptContent(raw);
    dispatch({ type: 'contentChanged', raw });
    // Once, on mount: later content comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The gallery's select-template outside a frame comes back with ?template= (seed 001 §2): apply
  // it once and drop it from the address, so a reload does not switch again.
  const selectHandled = useRef(false);
  useEffect(() => {
    if (!selectTemplate || selectHandled.current) return;
    selectHandled.current = true;
    window.history.replaceState(
      window.history.state,
      '',
      withoutTemplateQuery(window.location.pathname, window.location.search),
    );
    void templates.choose(selectTemplate);
  }, [selectTemplate, templates]);

  const onMyFontsChange = useCallback(
    (fonts: string[]) =>
      void storeDispatch(saveSettings({ my_fonts: fonts.map((font) => `${font},`).join('') })),
    [storeDispatch],
  );
  const onChange = useCallback(
    (raw: DocRawContent) => dispatch({ type: 'contentChanged', raw }),
    [],
  );
  const onFontChange = useCallback((font: string) => dispatch({ type: 'fontChanged', font }), []);
  const myFonts = useMemo(() => parseMyFonts(settings.my_fonts), [settings.my_fonts]);

  const deferredValues = useDeferredValue(state.values);
  const preview = useMemo(
    () =>
      fieldsMode
        ? {
            raw: state.raw ? fillRawContent(state.raw, deferredValues) : null,
            html: fillHtml(html, deferredValues),
            key: JSON.stringify(deferredValues),
          }
        : null,
    [fieldsMode, state.raw, html, deferredValues],
  );

  const page = (surface: React.ReactNode, withRuler: boolean) => (
    <PageViewport zoom={narrow ? zoom : null} onFitScale={setFitted}>
      {withRuler && !rulersHidden(state.format, state.padding) ? (
        <Ruler
          padding={state.padding}
          paragraph={paragraph}
          onPaddingChange={(padding) => dispatch({ type: 'paddingChanged', padding })}
          onParagraphChange={(margins) => {
            setParagraph(margins);
            editorRef.current?.setParagraphMargins(margins.left, margins.right);
          }}
        />
      ) : null}
      <DocPage
        format={state.format}
        padding={state.padding}
        font={state.font}
        background={state.background}
        titlePicture={currentTitlePicture(state)}
        titlesFloat={state.titlesFloat}
        titlesMargin={state.titlesMargin}
        verifyMark={verify.mark}
      >
        {surface}
      </DocPage>
    </PageViewport>
  );

  const editorProps = {
    docId,
    font: state.font,
    proAllowed,
    fontsUseFragment: settings.fonts_use_fragment === true,
    myFonts,
    hideInsertions: hidesInsertions(state.templateData),
    templateData: state.templateData,
    mobile: narrow,
    onFontChange,
    onActiveParagraphChange: setParagraph,
    onNeedPro: dialogs.openPro,
    onMyFontsChange,
  };

  return (
    <section
      className={styles.screen}
      data-area="redactor"
      data-mode={fieldsMode ? 'fields' : 'editor'}
    >
      <RedactorTopbar
        name={data.name}
        indicator={autosave.indicator}
        proAllowed={proAllowed}
        onPageSettings={dialogs.openPageSettings}
        onVerify={verify.open}
        onPaper={openPrintLayout}
        onChangeTemplate={templates.openGallery}
        onClear={dialogs.openClear}
        onHelp={dialogs.openHelp}
        onAi={dialogs.openAi}
        onPro={() => dialogs.openPro()}
        onCreate={creator.run}
        creatorBusy={creator.busy}
        massGrey={creator.massGrey}
        mobile={
          narrow
            ? {
                zoom: zoom ?? fitted,
                onZoom: (direction) => setZoom(stepZoom(zoom ?? fitted, direction)),
                onEditMenu: dialogs.openMobileMenu,
              }
            : undefined
        }
      />
      <CreatorBanner view={creator.view} onHide={creator.hideBanner} />
      <InfoBanners triggers={triggers} />
      {templateEditing ? (
        <TemplateEditingBanner
          onBackToFields={() => dispatch({ type: 'fieldsModeChanged', on: true })}
          onRestoreDefault={dialogs.openRestoreDefault}
        />
      ) : null}
      {preview ? (
        <div className={styles.fieldsLayout}>
          <FieldsForm
            fields={state.fields}
            values={state.values}
            onChange={(id, value) => dispatch({ type: 'valueChanged', id, value })}
            onEditTemplate={() => dispatch({ type: 'fieldsModeChanged', on: false })}
          />
          {state.raw === null ? (
            // Reads the document's own HTML (placeholders intact) into raw content for saving.
            <DocEditorProvider
              ref={converterRef}
              {...editorProps}
              raw={null}
              html={html}
              readOnly
              onChange={ignoreChange}
              onActiveParagraphChange={ignoreChange}
            />
          ) : null}
          <div className={styles.preview} data-testid="fields-preview">
            <DocEditorProvider
              key={preview.key}
              {...editorProps}
              raw={preview.raw}
              html={preview.html}
              readOnly
              onChange={ignoreChange}
              onActiveParagraphChange={ignoreChange}
            >
              {page(<EditorSurface />, false)}
            </DocEditorProvider>
          </div>
        </div>
      ) : (
        <DocEditorProvider
          key="editor"
          ref={setEditorHandle}
          {...editorProps}
          raw={state.raw}
          html={html}
          onChange={onChange}
        >
          <EditorToolbar />
          {page(<EditorSurface />, true)}
        </DocEditorProvider>
      )}
    </section>
  );
}

const ignoreChange = () => undefined;

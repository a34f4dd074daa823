import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type WorkshopTemplateData } from '@gramota/contracts';
import { scenePageSize, type WorkshopScene } from '@gramota/scene';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { useAppDispatch } from '@gramota/store';
import { useWorkshopMaketsQuery, workshopRedactorApi } from './api/redactor.api';
import { SceneCanvas } from './canvas/scene-canvas.component';
import { useElementWidth } from './canvas/use-element-width';
import { useEditorKeys } from './keyboard/use-editor-keys';
import { RedactorSidePanel } from './redactor-side-panel.component';
import { RedactorToolbar } from './redactor-toolbar.component';
import { makeTemplate } from './save/make-template';
import { useSceneAutosave } from './save/use-scene-autosave';
import {
  initialRedactorState,
  redactorReducer,
  redoable,
  shownScene,
  undoable,
} from './state/redactor-reducer';
import styles from './redactor.module.css';

interface RedactorWorkspaceProps {
  data: WorkshopTemplateData;
  scene: WorkshopScene;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The template canvas editor (seed 001 §4 Workshop editor). */
export function RedactorWorkspace({ data, scene: initialScene }: RedactorWorkspaceProps) {
  const { t } = useTranslation('workshop');
  const notify = useNotify();
  const { navigate } = useShellApi();
  const dispatchApi = useAppDispatch();
  const locked = data.count_storage > 0;
  const [state, dispatch] = useReducer(redactorReducer, initialScene, (scene) =>
    initialRedactorState(scene, locked),
  );
  const scene = shownScene(state);
  const autosave = useSceneAutosave(data.id, scene, !locked, data.state === 'ready');
  const { flush, made } = autosave;
  useEditorKeys(dispatch, true);
  const catalogue = useWorkshopMaketsQuery(scene.format);
  const stageBox = useRef<HTMLDivElement>(null);
  const width = Math.min(useElementWidth(stageBox, 800), scenePageSize(scene.format).width);
  const [making, setMaking] = useState(false);

  const ready = useCallback(async () => {
    setMaking(true);
    dispatch({ type: 'select', selection: null });
    const outcome = await makeTemplate({
      save: flush,
      create: () =>
        dispatchApi(
          workshopRedactorApi.endpoints.workshopTemplateCreate.initiate(data.id),
        ).unwrap(),
      status: () =>
        dispatchApi(
          workshopRedactorApi.endpoints.workshopTemplateCreateStatus.initiate(data.id),
        ).unwrap(),
      sleep,
    });
    setMaking(false);
    if (outcome.ok) {
      made();
      return navigate(appPaths.workshop());
    }
    notify.alert(outcome.text ?? t(`redactor.readyFailed.${outcome.reason}`));
  }, [flush, made, dispatchApi, data.id, navigate, notify, t]);

  return (
    <div className={styles.workspace} data-testid="workshop-redactor">
      <RedactorToolbar
        name={data.name}
        plan={data.is_workshop_pay === '1' ? 'pro' : 'free'}
        canUndo={undoable(state)}
        canRedo={redoable(state)}
        readOnly={locked}
        saveState={autosave.indicator}
        making={making}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onReady={() => void ready()}
        onBack={() => navigate(appPaths.workshop())}
      />
      {locked ? (
        <p className={styles.warning} role="alert" data-testid="workshop-locked">
          {t('redactor.locked', { count: data.count_storage })}
        </p>
      ) : null}
      {data.count_doc > 0 ? (
        <p className={styles.notice} role="status" data-testid="workshop-used">
          {t('redactor.used', { count: data.count_doc })}
        </p>
      ) : null}
      <div className={styles.body}>
        <RedactorSidePanel
          scene={scene}
          readOnly={locked}
          dispatch={dispatch}
          catalogue={catalogue.data}
          templateData={`workshop:${scene.maket}`}
          selection={state.selection}
          pro={data.is_workshop_pay === '1'}
        />
        <div className={styles.stageBox} ref={stageBox}>
          <div className={styles.stage} data-testid="workshop-stage" data-format={scene.format}>
            <SceneCanvas
              scene={scene}
              committedScene={state.history.present}
              selection={state.selection}
              readOnly={locked}
              width={width}
              dispatch={dispatch}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

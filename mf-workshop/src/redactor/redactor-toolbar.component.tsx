import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { buildAppPath, useShellApi } from '@gramota/shell-api';
import { SaveIndicator } from './save/save-indicator.component';
import type { SaveIndicatorState } from './save/scene-autosave';
import styles from './redactor.module.css';

interface RedactorToolbarProps {
  name: string;
  plan: 'free' | 'pro';
  canUndo: boolean;
  canRedo: boolean;
  readOnly: boolean;
  saveState: SaveIndicatorState;
  making: boolean;
  onUndo(): void;
  onRedo(): void;
  onReady(): void;
  onBack(): void;
}

export function RedactorToolbar(props: RedactorToolbarProps) {
  const { t } = useTranslation('workshop');
  const { openHelp } = useShellApi();
  return (
    <div className={styles.toolbar} data-testid="workshop-toolbar">
      <Button variant="link" data-testid="workshop-back" onClick={props.onBack}>
        {t('redactor.back')}
      </Button>
      <h1 className={styles.name}>{props.name}</h1>
      <span className={styles.plan} data-testid="workshop-plan" data-plan={props.plan}>
        {t(`redactor.plan_${props.plan}`)}
      </span>
      <Button
        disabled={!props.canUndo || props.readOnly}
        title={t('redactor.undoHint')}
        data-testid="workshop-undo"
        onClick={props.onUndo}
      >
        {t('redactor.undo')}
      </Button>
      <Button
        disabled={!props.canRedo || props.readOnly}
        title={t('redactor.redoHint')}
        data-testid="workshop-redo"
        onClick={props.onRedo}
      >
        {t('redactor.redo')}
      </Button>
      <SaveIndicator state={props.saveState} />
      {/* The workshop's help page, in the shell's help modal (seed 000 §4). */}
      <Button
        data-testid="workshop-help"
        onClick={() => openHelp(buildAppPath('help', 'workshop'))}
      >
        {t('redactor.help')}
      </Button>
      <Button
        variant="primary"
        busy={props.making}
        disabled={props.readOnly}
        data-testid="workshop-ready"
        onClick={props.onReady}
      >
        {t('redactor.ready')}
      </Button>
    </div>
  );
}

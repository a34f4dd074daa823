import { useTranslation } from 'react-i18next';
import { CREATOR_TYPES, type CreatorType } from '@gramota/contracts';
import type { SaveIndicatorState } from '../save/autosave-scheduler';
import { canZoom } from '../mobile/zoom';
import { ProBadge } from '../pro/pro-badge.component';
import { Icon, type IconName } from './icons.component';
import { SaveIndicator } from './save-indicator.component';
import styles from './redactor-topbar.module.css';

export interface RedactorTopbarProps {
  name: string;
  indicator: SaveIndicatorState;
  proAllowed: boolean;
  onPageSettings(): void;
  /** The document's verification (ID and QR code on its files, issue 35). */
  onVerify(): void;
  /** How to print on paper: a blank, several on a sheet, a print shop (issue 36). */
  onPaper(): void;
  onChangeTemplate(): void;
  onClear(): void;
  onHelp(): void;
  /** The AI assistant's modal; on narrow screens it is in the mobile editor menu instead. */
  onAi(): void;
  onPro(): void;
  onCreate(type: CreatorType): void;
  /** The type whose flow runs now: every creator button is disabled meanwhile. */
  creatorBusy: CreatorType | null;
  /** The last creator answer had template_count above 2: mass creation is grey (seed 001 §9). */
  massGrey: boolean;
  /** Narrow screens: zoom and the mobile editor menu. */
  mobile?: { zoom: number; onZoom(direction: 1 | -1): void; onEditMenu(): void };
}

/** The editor's topbar (seed 001 §2): name, save state, PRO badge, page tools, get-the-file buttons. */
export function RedactorTopbar(props: RedactorTopbarProps) {
  const { t } = useTranslation(['redactor', 'ai', 'verify', 'paper']);
  const { mobile } = props;
  return (
    <header className={styles.topbar}>
      <div className={styles.identity}>
        <h1 className={styles.name} title={props.name}>
          {props.name}
        </h1>
        <ProBadge proAllowed={props.proAllowed} onClick={props.onPro} />
        <SaveIndicator state={props.indicator} />
      </div>
      <div className={styles.tools} role="toolbar" aria-label={t('redactor.topbar.label')}>
        <ToolButton
          icon="settings"
          label={t('redactor.topbar.pageSettings')}
          testId="page-settings"
          onClick={props.onPageSettings}
        />
        <ToolButton
          icon="verify"
          label={t('verify:title')}
          testId="verify-choice"
          onClick={props.onVerify}
        />
        <ToolButton
          icon="paper"
          label={t('paper:open')}
          testId="print-layout"
          disabled={props.creatorBusy !== null}
          onClick={props.onPaper}
        />
        <ToolButton
          icon="template"
          label={t('redactor.topbar.changeTemplate')}
          testId="change-template"
          onClick={props.onChangeTemplate}
        />
        <ToolButton
          icon="clear"
          label={t('redactor.topbar.clearDoc')}
          testId="clear-doc"
          onClick={props.onClear}
        />
        <ToolButton
          icon="help"
          label={t('redactor.topbar.help')}
          testId="help"
          onClick={props.onHelp}
        />
        {mobile ? null : (
          <ToolButton
            icon="ai"
            label={t('ai:ai.open')}
            testId="ai-assistant"
            onClick={props.onAi}
          />
        )}
        {mobile ? (
          <>
            <ToolButton
              icon="zoomOut"
              label={t('redactor.mobile.zoomOut')}
              testId="zoom-out"
              disabled={!canZoom(mobile.zoom, -1)}
              onClick={() => mobile.onZoom(-1)}
            />
            <span className={styles.zoom} aria-live="polite" data-testid="zoom-value">
              {t('redactor.mobile.zoomValue', { percent: Math.round(mobile.zoom * 100) })}
            </span>
            <ToolButton
              icon="zoomIn"
              label={t('redactor.mobile.zoomIn')}
              testId="zoom-in"
              disabled={!canZoom(mobile.zoom, 1)}
              onClick={() => mobile.onZoom(1)}
            />
            <ToolButton
              icon="edit"
              label={t('redactor.mobile.menu')}
              testId="mobile-editor"
              onClick={mobile.onEditMenu}
            />
          </>
        ) : null}
      </div>
      <div className={styles.creators} role="group" aria-label={t('redactor.creator.group')}>
        {CREATOR_TYPES.map((type) => {
          const grey = type === 'mass' && props.massGrey;
          return (
            <button
              key={type}
              type="button"
              className={[
                styles.creator,
                type === 'print' || type === 'export' ? styles.main : '',
                grey ? styles.grey : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-testid={`creator-${type}`}
              disabled={props.creatorBusy !== null}
              aria-busy={props.creatorBusy === type || undefined}
              // Grey, not disabled: the tooltip still says why.
              aria-disabled={grey || undefined}
              title={grey ? t('redactor.creator.massGrey') : undefined}
              onClick={() => {
                if (!grey) props.onCreate(type);
              }}
            >
              {t(`redactor.creator.types.${type}`)}
            </button>
          );
        })}
      </div>
    </header>
  );
}

interface ToolButtonProps {
  icon: IconName;
  label: string;
  testId: string;
  disabled?: boolean;
  onClick(): void;
}

function ToolButton({ icon, label, testId, disabled, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      title={label}
    >
      <Icon name={icon} />
      <span className={styles.toolLabel}>{label}</span>
    </button>
  );
}

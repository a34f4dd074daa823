import { useTranslation } from 'react-i18next';
import type { WorkshopBackground, WorkshopMaket } from '@gramota/contracts';
import { applyMaket } from '@gramota/scene';
import { useNotify } from '@gramota/shell-api';
import { useSceneEdit, type PanelProps } from './panel-props';
import { layoutName } from './preset-names';
import styles from './panels.module.css';

interface LayoutPanelProps extends PanelProps {
  makets: readonly WorkshopMaket[];
  backgrounds: readonly WorkshopBackground[];
}

/** The layouts of the template's format (seed 001 §3 Maket); choosing one keeps the title and pictures. */
export function LayoutPanel({ scene, readOnly, dispatch, makets, backgrounds }: LayoutPanelProps) {
  const { t } = useTranslation('workshop');
  const notify = useNotify();
  const edit = useSceneEdit(dispatch);
  if (makets.length === 0)
    return (
      <p className={styles.hint} data-testid="workshop-panel-layout">
        {t('redactor.layout.none')}
      </p>
    );
  return (
    <div className={styles.grid} data-testid="workshop-panel-layout">
      {makets.map((maket) => (
        <button
          key={maket.id}
          type="button"
          className={styles.choice}
          aria-pressed={scene.maket === maket.id}
          disabled={readOnly}
          data-testid={`workshop-maket-${maket.id}`}
          onClick={() => {
            const applied = applyMaket(scene, maket, backgrounds);
            if (applied.ok) edit.apply(() => applied.scene);
            else notify.error(t('errors.maket_invalid'));
          }}
        >
          <img src={maket.thumb} alt="" loading="lazy" />
          {layoutName(t, maket)}
        </button>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SCENE_LIMITS, type SceneFrame, type SceneMargins } from '@gramota/scene';
import { CheckboxField } from '@gramota/ui';
import { ColorField, SliderField } from './scene-fields.component';
import { useSceneEdit, type PanelProps } from './panel-props';
import styles from './panels.module.css';

type FrameNumber =
  'width' | 'height' | 'posx' | 'posy' | 'rotate' | 'opacity' | 'radius' | 'stroke';
const RANGES: Record<FrameNumber, [number, number]> = {
  width: [20, 1200],
  height: [20, 1600],
  posx: [-200, 1000],
  posy: [-200, 1400],
  rotate: [-180, 180],
  opacity: [0, 100],
  radius: [0, 200],
  stroke: [0, 60],
};

/** The frame (seed 001 §3): size, place, turn, opacity, radius and the document's four margins. */
export function FramePanel({ scene, readOnly, dispatch }: PanelProps) {
  const { t } = useTranslation('workshop');
  const edit = useSceneEdit(dispatch);
  const { frame } = scene;
  const patch = (change: Partial<SceneFrame>) =>
    edit.live((next) => ({ ...next, frame: { ...next.frame, ...change } }));
  const margin = (side: keyof SceneMargins, value: number) =>
    edit.live((next) => ({
      ...next,
      frame: { ...next.frame, margins: { ...next.frame.margins, [side]: value } },
    }));
  return (
    <div className={styles.panel} data-testid="workshop-panel-frame">
      <CheckboxField
        label={t('redactor.frame.visible')}
        checked={frame.visible}
        disabled={readOnly}
        data-testid="workshop-frame-visible"
        onChange={(event) =>
          edit.apply((next) => ({
            ...next,
            frame: { ...next.frame, visible: event.target.checked },
          }))
        }
      />
      {!frame.src ? (
        <ColorField
          label={t('redactor.frame.color')}
          testId="workshop-frame-color"
          value={frame.color}
          disabled={readOnly}
          onChange={(color) => edit.apply((next) => ({ ...next, frame: { ...next.frame, color } }))}
        />
      ) : null}
      {(Object.keys(RANGES) as FrameNumber[]).map((key) => (
        <SliderField
          key={key}
          label={t(`redactor.frame.${key}`)}
          testId={`workshop-frame-${key}`}
          value={frame[key]}
          min={RANGES[key][0]}
          max={RANGES[key][1]}
          disabled={readOnly}
          onLive={(value) => patch({ [key]: value })}
          onCommit={edit.commit}
        />
      ))}
      <fieldset className={styles.panel} disabled={readOnly}>
        <legend className={styles.label}>{t('redactor.frame.margins')}</legend>
        {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
          <SliderField
            key={side}
            label={t(`redactor.frame.margin_${side}`)}
            testId={`workshop-frame-margin-${side}`}
            value={frame.margins[side]}
            min={0}
            max={SCENE_LIMITS.marginMax}
            disabled={readOnly}
            onLive={(value) => margin(side, value)}
            onCommit={edit.commit}
          />
        ))}
      </fieldset>
    </div>
  );
}

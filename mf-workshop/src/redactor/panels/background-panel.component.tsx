import { useTranslation } from 'react-i18next';
import type { WorkshopBackground } from '@gramota/contracts';
import {
  applyBackground,
  BACKGROUND_SIZES,
  SCENE_LIMITS,
  type BackgroundChoice,
  type SceneBackground,
} from '@gramota/scene';
import { useNotify } from '@gramota/shell-api';
import { FormAlert } from '@gramota/ui';
import { useWorkshopUpload } from '../api/use-workshop-upload';
import { ColorField, SliderField } from './scene-fields.component';
import { FileButton } from './file-button.component';
import { useSceneEdit, type PanelProps } from './panel-props';
import { backgroundName } from './preset-names';
import styles from './panels.module.css';

interface BackgroundPanelProps extends PanelProps {
  backgrounds: readonly WorkshopBackground[];
}

/** The background (seed 001 §3): a preset or the teacher's own picture; cover, opacity, blur. */
export function BackgroundPanel({ scene, readOnly, dispatch, backgrounds }: BackgroundPanelProps) {
  const { t } = useTranslation('workshop');
  const notify = useNotify();
  const edit = useSceneEdit(dispatch);
  const { upload, error, busy } = useWorkshopUpload('background');
  const { background } = scene;
  const choose = (choice: BackgroundChoice) => {
    const applied = applyBackground(scene, choice);
    if (applied.ok) edit.apply(() => applied.scene);
    else notify.error(t('redactor.backgroundInvalid'));
  };
  const live = (patch: Partial<SceneBackground>) =>
    edit.live((next) => ({ ...next, background: { ...next.background, ...patch } }));
  const presets = backgrounds.filter(
    (preset) => preset.formats.length === 0 || preset.formats.includes(scene.format),
  );
  return (
    <div className={styles.panel} data-testid="workshop-panel-background">
      <div className={styles.grid}>
        {presets.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className={styles.choice}
            aria-pressed={background.preset === preset.id}
            disabled={readOnly}
            data-testid={`workshop-background-${preset.id}`}
            onClick={() => choose({ preset })}
          >
            <img src={preset.thumb} alt="" loading="lazy" />
            {backgroundName(t, preset)}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <FileButton
          label={t('redactor.background.upload')}
          testId="workshop-background-upload"
          busy={busy}
          disabled={readOnly}
          onFile={(file) =>
            void upload(file).then((picture) => {
              if (picture) choose({ upload: { img: picture.img } });
            })
          }
        />
        {background.src ? (
          <button
            type="button"
            className={styles.pictureItem}
            disabled={readOnly}
            data-testid="workshop-background-none"
            onClick={() => choose({ color: background.color })}
          >
            {t('redactor.background.none')}
          </button>
        ) : null}
      </div>
      <FormAlert message={error} />
      <ColorField
        label={t('redactor.background.color')}
        testId="workshop-background-color"
        value={background.color}
        disabled={readOnly}
        onChange={(color) =>
          edit.apply((next) => ({ ...next, background: { ...next.background, color } }))
        }
      />
      <label className={styles.field}>
        <span className={styles.label}>{t('redactor.background.size')}</span>
        <select
          className={styles.select}
          value={background.size}
          disabled={readOnly}
          data-testid="workshop-background-size"
          onChange={(event) => {
            const size = event.target.value as SceneBackground['size'];
            edit.apply((next) => ({ ...next, background: { ...next.background, size } }));
          }}
        >
          {BACKGROUND_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`redactor.background.size_${size}`)}
            </option>
          ))}
        </select>
      </label>
      <SliderField
        label={t('redactor.background.opacity')}
        testId="workshop-background-opacity"
        value={background.opacity}
        min={0}
        max={100}
        disabled={readOnly}
        onLive={(opacity) => live({ opacity })}
        onCommit={edit.commit}
      />
      <SliderField
        label={t('redactor.background.blur')}
        testId="workshop-background-blur"
        value={background.blur}
        min={0}
        max={SCENE_LIMITS.blurMax}
        disabled={readOnly}
        onLive={(blur) => live({ blur })}
        onCommit={edit.commit}
      />
    </div>
  );
}

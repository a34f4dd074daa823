import { useTranslation } from 'react-i18next';
import { BUNDLED_FONTS } from '@gramota/doc-style';
import { SCENE_LIMITS, type SceneShadow, type SceneTitle } from '@gramota/scene';
import { CheckboxField } from '@gramota/ui';
import { patchTitle } from '../state/scene-edits';
import { ColorField, SliderField } from './scene-fields.component';
import { useSceneEdit, type PanelProps } from './panel-props';
import styles from './panels.module.css';

/** The title (seed 001 §3): text, font, size, styles, the gradient pair, shadow, place, turn. */
export function TitlePanel({ scene, readOnly, dispatch }: PanelProps) {
  const { t } = useTranslation('workshop');
  const edit = useSceneEdit(dispatch);
  const { title } = scene;
  const live = (patch: Partial<SceneTitle>) => edit.live((next) => patchTitle(next, patch));
  const apply = (patch: Partial<SceneTitle>) => edit.apply((next) => patchTitle(next, patch));
  const shadow = (patch: Partial<SceneShadow>) =>
    edit.live((next) => patchTitle(next, { shadow: { ...next.title.shadow, ...patch } }));
  const slider = (
    key: 'fontsize' | 'posx' | 'posy' | 'rotate' | 'width',
    min: number,
    max: number,
  ) => (
    <SliderField
      label={t(`redactor.title.${key}`)}
      testId={`workshop-title-${key}`}
      value={title[key]}
      min={min}
      max={max}
      disabled={readOnly}
      onLive={(value) => live({ [key]: value })}
      onCommit={edit.commit}
    />
  );
  return (
    <div className={styles.panel} data-testid="workshop-panel-title">
      <label className={styles.field}>
        <span className={styles.label}>{t('redactor.title.text')}</span>
        <textarea
          className={styles.textarea}
          value={title.text}
          maxLength={SCENE_LIMITS.titleMax}
          disabled={readOnly}
          data-testid="workshop-title-text"
          onChange={(event) => live({ text: event.target.value.slice(0, SCENE_LIMITS.titleMax) })}
          onBlur={edit.commit}
        />
        <span className={styles.hint}>
          {t('redactor.title.length', { count: title.text.length, max: SCENE_LIMITS.titleMax })}
        </span>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('redactor.title.font')}</span>
        <select
          className={styles.select}
          value={title.fontfamily}
          disabled={readOnly}
          data-testid="workshop-title-font"
          onChange={(event) => apply({ fontfamily: event.target.value })}
        >
          {BUNDLED_FONTS.map((font) => (
            <option key={font.family} value={font.family} style={{ fontFamily: font.family }}>
              {font.family}
            </option>
          ))}
        </select>
      </label>
      {slider('fontsize', SCENE_LIMITS.fontSizeMin, 150)}
      <div className={styles.row}>
        {(['bold', 'italic', 'underline', 'uppercase'] as const).map((key) => (
          <CheckboxField
            key={key}
            label={t(`redactor.title.${key}`)}
            checked={title[key]}
            disabled={readOnly}
            data-testid={`workshop-title-${key}`}
            onChange={(event) => apply({ [key]: event.target.checked })}
          />
        ))}
      </div>
      <div className={styles.row}>
        {[0, 1].map((index) => (
          <ColorField
            key={index}
            label={t(index === 0 ? 'redactor.title.colorTop' : 'redactor.title.colorBottom')}
            testId={`workshop-title-color-${index}`}
            value={title.colors[index]!}
            disabled={readOnly}
            onChange={(color) =>
              edit.apply((next) => {
                const colors: [string, string] = [...next.title.colors];
                colors[index] = color;
                return patchTitle(next, { colors });
              })
            }
          />
        ))}
      </div>
      <fieldset className={styles.panel} disabled={readOnly}>
        <legend className={styles.label}>{t('redactor.title.shadow')}</legend>
        {(['x', 'y', 'blur'] as const).map((key) => (
          <SliderField
            key={key}
            label={t(`redactor.title.shadow_${key}`)}
            testId={`workshop-title-shadow-${key}`}
            value={title.shadow[key]}
            min={key === 'blur' ? 0 : -30}
            max={30}
            disabled={readOnly}
            onLive={(value) => shadow({ [key]: value })}
            onCommit={edit.commit}
          />
        ))}
        <ColorField
          label={t('redactor.title.shadowColor')}
          testId="workshop-title-shadow-color"
          value={title.shadow.color}
          disabled={readOnly}
          onChange={(color) =>
            edit.apply((next) => patchTitle(next, { shadow: { ...next.title.shadow, color } }))
          }
        />
      </fieldset>
      {slider('width', 50, 1200)}
      {slider('posx', -200, 1200)}
      {slider('posy', -200, 1400)}
      {slider('rotate', -180, 180)}
    </div>
  );
}

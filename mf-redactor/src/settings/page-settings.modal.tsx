import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField } from '@gramota/ui';
import { PAGE_FORMAT_IDS } from '@gramota/doc-style';
import type { PageSettings } from '../model/doc-state';
import {
  formFromSettings,
  MARGIN_FIELDS,
  MARGIN_LIMIT_CM,
  settingsFromForm,
  TITLE_MARGIN_MAX_PX,
  TITLE_OFFSET_LIMIT_PX,
  type PageSettingsError,
  type PageSettingsField,
  type PageSettingsForm,
} from './page-settings-form';
import styles from './page-settings.modal.module.css';

export interface PageSettingsModalProps {
  initial: PageSettings;
  /** The template has a movable title picture (is_title_movable '1'). */
  titleMovable: boolean;
  titleGallery: string[];
  onApply(settings: PageSettings): void;
  close: () => void;
}

/** Page settings (seed 001 §2): format, margins in cm, the title's position and picture. */
export function PageSettingsModal({
  initial,
  titleMovable,
  titleGallery,
  onApply,
  close,
}: PageSettingsModalProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const [form, setForm] = useState<PageSettingsForm>(() => formFromSettings(initial));
  const [errors, setErrors] = useState<Partial<Record<PageSettingsField, PageSettingsError>>>({});
  const set = (field: keyof PageSettingsForm, value: string | number) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  const formats = PAGE_FORMAT_IDS.includes(form.format as never)
    ? PAGE_FORMAT_IDS
    : [form.format, ...PAGE_FORMAT_IDS];
  const errorText = (field: PageSettingsField) => {
    const error = errors[field];
    if (!error) return null;
    if (error === 'format') return t('redactor:redactor.settings.formatInvalid');
    if (error === 'number') return t('redactor:redactor.settings.numberInvalid');
    if (MARGIN_FIELDS.includes(field as never))
      return t('redactor:redactor.settings.rangeInvalid', {
        min: -MARGIN_LIMIT_CM,
        max: MARGIN_LIMIT_CM,
      });
    if (field === 'titlesMargin')
      return t('redactor:redactor.settings.rangeInvalid', {
        min: -TITLE_MARGIN_MAX_PX,
        max: TITLE_MARGIN_MAX_PX,
      });
    return t('redactor:redactor.settings.rangeInvalid', {
      min: -TITLE_OFFSET_LIMIT_PX,
      max: TITLE_OFFSET_LIMIT_PX,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = settingsFromForm(form, initial);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onApply(result.settings);
    close();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="page-settings-form">
      <SelectField
        label={t('redactor:redactor.settings.format')}
        name="format"
        value={form.format}
        error={errorText('format')}
        onChange={(event) => set('format', event.target.value)}
        options={formats.map((id) => ({
          value: id,
          label: t(`redactor:redactor.formats.${id}`, { defaultValue: id }),
        }))}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('redactor:redactor.settings.margins')}</legend>
        <div className={styles.grid}>
          {MARGIN_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`redactor:redactor.settings.${field}`)}
              name={field}
              inputMode="decimal"
              value={form[field]}
              error={errorText(field)}
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('redactor:redactor.settings.titlePosition')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('redactor:redactor.settings.titleX')}
            name="titleX"
            inputMode="numeric"
            value={form.titleX}
            error={errorText('titleX')}
            onChange={(event) => set('titleX', event.target.value)}
          />
          <TextField
            label={t('redactor:redactor.settings.titleY')}
            name="titleY"
            inputMode="numeric"
            value={form.titleY}
            error={errorText('titleY')}
            onChange={(event) => set('titleY', event.target.value)}
          />
          <TextField
            label={t('redactor:redactor.settings.titlesMargin')}
            name="titlesMargin"
            inputMode="numeric"
            value={form.titlesMargin}
            error={errorText('titlesMargin')}
            onChange={(event) => set('titlesMargin', event.target.value)}
          />
        </div>
      </fieldset>
      {titleMovable && titleGallery.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('redactor:redactor.settings.titleGallery')}</legend>
          <div className={styles.gallery} role="radiogroup" data-testid="title-gallery">
            {titleGallery.map((url, index) => (
              <label
                key={url}
                className={
                  index === form.titleIndex ? `${styles.option} ${styles.chosen}` : styles.option
                }
              >
                <input
                  type="radio"
                  name="titleIndex"
                  className={styles.radio}
                  checked={index === form.titleIndex}
                  onChange={() => set('titleIndex', index)}
                />
                <img
                  src={url}
                  alt={t('redactor:redactor.settings.titleOption', { number: index + 1 })}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('redactor:redactor.settings.apply')}
        </Button>
      </div>
    </form>
  );
}

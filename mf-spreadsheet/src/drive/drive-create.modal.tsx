import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, DRIVE_DELAY_UNITS, type DriveDelayUnit } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import {
  Button,
  CheckboxField,
  dialogClasses,
  FormAlert,
  SelectField,
  TextField,
  useApiForm,
} from '@gramota/ui';
import type { MassRow } from '../mass/row-compose';
import { useDriveCreateMutation, useMailTemplatesQuery } from './drive.api';
import {
  defaultDriveCreateChoice,
  DRIVE_FORM_FIELDS,
  driveCreateFields,
  type DriveCreateChoice,
} from './drive-create-form';
import { driveFieldError } from './drive-errors';
import styles from './drive-create.module.css';

export interface DriveCreateModalProps {
  docId: string;
  /** The rows the run makes, as they print (composed and declined at the click). */
  rows: readonly MassRow[];
  /** The table has a '%E-mail' column: only then can files be mailed. */
  hasEmailColumn: boolean;
  /** Rows (as the grid numbers them) whose names print as written: the library was not sure. */
  doubtRows?: readonly number[];
  /** Rows whose pupil's gender is unknown while the document's words follow it. */
  genderlessRows?: readonly number[];
  close: () => void;
}

/**
 * drive-create's modal (seed 001 §7): mail template, e-mail sending with its delay, folder. The
 * server checks every field; on the form engine its error is shown under the field it names (a
 * row's fault, 'mask', above the form with the row as the grid numbers it) and the button comes
 * back; a second submit while creating is ignored (seed 000 §4; seed 001 §5, §8). On success the
 * run's group page opens.
 */
export function DriveCreateModal({
  docId,
  rows,
  hasEmailColumn,
  doubtRows = [],
  genderlessRows = [],
  close,
}: DriveCreateModalProps) {
  const { t } = useTranslation('spreadsheet');
  const { navigate } = useShellApi();
  const templates = useMailTemplatesQuery();
  const [create] = useDriveCreateMutation();
  const [choice, setChoice] = useState<DriveCreateChoice>(() =>
    defaultDriveCreateChoice(hasEmailColumn),
  );
  const emailHintId = useId();
  const form = useApiForm(
    DRIVE_FORM_FIELDS,
    {},
    { errorMessage: (failure) => driveFieldError(t, failure, rows).message },
  );
  const change = (patch: Partial<DriveCreateChoice>) => setChoice((now) => ({ ...now, ...patch }));
  const errorOf = form.fieldError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const answer = await create({ docId, fields: driveCreateFields(rows, choice) }).unwrap();
      close();
      navigate(appPaths.driveGroup(answer.key, answer.group_id));
    }, event.currentTarget);
  };

  const templateOptions = (templates.data ?? []).map((template) => ({
    value: template.id === 'default' ? '' : template.id,
    label: template.name,
  }));
  const openPage = (path: string) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    close();
    navigate(path);
  };
  // 'mask' (the rows) has no control of its own: its fault is said above the form.
  const maskError = errorOf('mask');

  // The fields scroll inside the dialog and the buttons stay under them: in the editor's 630 px
  // frame the Create button is always on screen (drive-create.module.css).
  return (
    <form
      className={dialogClasses.body}
      onSubmit={submit}
      noValidate
      data-testid="drive-create-form"
    >
      <div className={styles.fields} data-testid="drive-fields">
        <p data-testid="drive-rows">{t('drive.rows', { count: rows.length })}</p>
        {doubtRows.length > 0 ? (
          <p className={dialogClasses.muted} data-testid="drive-name-doubts">
            {t('drive.namesDoubt', { rows: doubtRows.join(', ') })}
          </p>
        ) : null}
        {genderlessRows.length > 0 ? (
          <p className={dialogClasses.muted} data-testid="drive-gender-unknown">
            {t('drive.genderUnknown', { rows: genderlessRows.join(', ') })}
          </p>
        ) : null}
        <FormAlert message={maskError ?? form.formError} />
        <SelectField
          label={t('drive.mailTemplate')}
          name="mail-template"
          options={templateOptions.length ? templateOptions : [{ value: '', label: '…' }]}
          value={choice.mailTemplate}
          onChange={(event) => change({ mailTemplate: event.target.value })}
          error={errorOf('mail-template')}
          hint={
            <>
              <a
                href={appPaths.mailTemplate(choice.mailTemplate || 'default')}
                onClick={openPage(appPaths.mailTemplate(choice.mailTemplate || 'default'))}
              >
                {t('drive.editTemplates')}
              </a>
              {' · '}
              <a href={appPaths.mailSettings()} onClick={openPage(appPaths.mailSettings())}>
                {t('drive.mailSettings')}
              </a>
            </>
          }
        />
        <CheckboxField
          label={t('drive.emailSend')}
          name="email_send"
          checked={choice.emailSend}
          disabled={!hasEmailColumn}
          aria-describedby={hasEmailColumn ? undefined : emailHintId}
          onChange={(event) => change({ emailSend: event.target.checked })}
        />
        {hasEmailColumn ? null : (
          <p id={emailHintId} className={dialogClasses.muted} data-testid="drive-email-hint">
            {t('drive.emailSendHint')}
          </p>
        )}
        {choice.emailSend ? (
          <>
            <TextField
              label={t('drive.delayValue')}
              name="email_timeout_value"
              inputMode="numeric"
              value={choice.delayValue}
              onChange={(event) => change({ delayValue: event.target.value })}
              error={errorOf('email_timeout_value')}
            />
            <SelectField
              label={t('drive.delayUnit')}
              name="email_timeout_unit"
              options={DRIVE_DELAY_UNITS.map((unit) => ({
                value: unit,
                label: t(`drive.units.${unit}`),
              }))}
              value={choice.delayUnit}
              onChange={(event) => change({ delayUnit: event.target.value as DriveDelayUnit })}
              error={errorOf('email_timeout_unit')}
            />
          </>
        ) : null}
        <SelectField
          label={t('drive.folder')}
          name="folder_id"
          options={[{ value: '', label: t('drive.folderRoot') }]}
          value={choice.folderId}
          onChange={(event) => change({ folderId: event.target.value })}
          error={errorOf('folder_id')}
        />
        <CheckboxField
          label={t('drive.yadisk')}
          name="yadisk"
          checked={choice.yadisk}
          onChange={(event) => change({ yadisk: event.target.checked })}
        />
        <CheckboxField
          label={t('drive.genuine')}
          name="genuine"
          checked={choice.genuine}
          onChange={(event) => change({ genuine: event.target.checked })}
        />
      </div>
      <div className={dialogClasses.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={form.busy}
          data-testid="drive-create-submit"
        >
          {form.busy ? t('drive.creating') : t('drive.create')}
        </Button>
      </div>
    </form>
  );
}

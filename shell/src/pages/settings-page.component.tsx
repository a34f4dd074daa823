import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, Button, SelectField, TextField } from '@gramota/ui';
import { VerifyChoiceFields } from '@gramota/ui/verify';
import { PrintersEditor } from '@gramota/ui/print';
import type { ShellApi } from '@gramota/shell-api';
import {
  accountVerifyChoice,
  VERIFY_ISSUER_MAX,
  type Settings,
  type VerifyChoice,
  printApiPaths,
} from '@gramota/contracts';
import {
  saveSettings,
  selectSettings,
  useAppDispatch,
  useAppSelector,
  useDeletePrinterMutation,
  usePrintersQuery,
  useSavePrinterMutation,
} from '@gramota/store';
import { readApiError } from '@gramota/ui';
import styles from './shell-pages.module.css';

const VIEW_SETTINGS = ['docs_view', 'ready_view', 'storage_view', 'workshop_view'] as const;

/**
 * Settings: list views for each file area and the PRO background download/print mode
 * (creator_pro_bg_wait, seed 001 §4), saved with profile-set-settings.
 */
export function SettingsPage({ shellApi }: { shellApi: ShellApi }) {
  const { t, i18n } = useTranslation(['common', 'shell', 'verify', 'paper']);
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);

  const save = async (changes: Settings) => {
    const saved = await dispatch(saveSettings(changes));
    shellApi.toast({
      text: t(saved ? 'shell:settings.saved' : 'shell:settings.failed'),
      kind: saved ? 'success' : 'error',
      timeout: 3000,
    });
  };

  const verifyChoice: VerifyChoice = accountVerifyChoice(settings);
  const [issuer, setIssuer] = useState(settings.verify_issuer ?? '');
  useEffect(() => setIssuer(settings.verify_issuer ?? ''), [settings.verify_issuer]);

  // Printers for printing onto pre-printed blanks (issue 36).
  const printers = usePrintersQuery();
  const [savePrinter] = useSavePrinterMutation();
  const [deletePrinter] = useDeletePrinterMutation();
  const printerSaved = (kind: 'saved' | 'deleted') =>
    shellApi.toast({ text: t(`paper:printers.${kind}`), kind: 'success', timeout: 3000 });

  const changeView = (key: (typeof VIEW_SETTINGS)[number], value: 'thumbnail' | 'list') => {
    const changes: Settings = {};
    changes[key] = value;
    return save(changes);
  };

  return (
    <AreaPage page="settings" title={t('common:pages.settings')}>
      <fieldset className={styles.card}>
        <legend>{t('shell:settings.views')}</legend>
        {VIEW_SETTINGS.map((key) => (
          // The kit's select, as every other form's; its label is the row's visible text.
          <div key={key} className={styles.row}>
            <span aria-hidden="true">{t(`shell:settings.lists.${key}`)}</span>
            <SelectField
              inline
              label={t(`shell:settings.lists.${key}`)}
              name={key}
              value={settings[key] ?? 'thumbnail'}
              options={[
                { value: 'thumbnail', label: t('shell:settings.thumbnail') },
                { value: 'list', label: t('shell:settings.list') },
              ]}
              onChange={(event) => void changeView(key, event.target.value as 'thumbnail' | 'list')}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('shell:settings.proFiles')}</legend>
        <label className={styles.row}>
          <input
            type="checkbox"
            name="creator_pro_bg_wait"
            checked={settings.creator_pro_bg_wait === '1'}
            onChange={(event) =>
              void save({ creator_pro_bg_wait: event.target.checked ? '1' : '0' })
            }
          />
          <span>{t('shell:settings.backgroundWait')}</span>
        </label>
      </fieldset>
      {/* Verifiable documents (issue 35): the default of new documents and the issuer's name. */}
      <fieldset className={styles.card} data-testid="verify-settings">
        <legend>{t('verify:title')}</legend>
        <VerifyChoiceFields
          value={verifyChoice}
          onChange={(next) =>
            void save({ verify_default: next.on, verify_place: next.place, verify_qr: next.qr })
          }
        />
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ verify_issuer: issuer.trim() });
          }}
        >
          <TextField
            label={t('verify:issuer')}
            name="verify_issuer"
            value={issuer}
            maxLength={VERIFY_ISSUER_MAX}
            onChange={(event) => setIssuer(event.target.value)}
          />
          <Button type="submit">{t('common:actions.save')}</Button>
        </form>
      </fieldset>
      <fieldset className={styles.card} data-testid="printers-settings">
        <legend>{t('paper:printers.title')}</legend>
        <PrintersEditor
          printers={printers.data ?? []}
          calibrationSheetUrl={`${printApiPaths.calibrationSheet('a4')}&lng=${i18n.language}`}
          onSave={async (draft, id) => {
            const answer = await savePrinter({ id, form: draft });
            if ('error' in answer) return readApiError(answer.error).code ?? 'not_found';
            printerSaved('saved');
            return null;
          }}
          onDelete={async (id) => {
            const answer = await deletePrinter(id);
            if (!('error' in answer)) printerSaved('deleted');
          }}
        />
      </fieldset>
    </AreaPage>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHEETS_LINK_HOST, type ClassListSummary } from '@gramota/contracts';
import { Button, FormAlert, TextField, dialogClasses } from '@gramota/ui';
import { useSpreadsheetClassListsQuery } from '../spreadsheet.api';
import styles from './sheet-workspace.module.css';

/** The seed's client check (§5): the link must name the sheets host path. */
export function isSheetsLink(link: string): boolean {
  return link.includes(`${SHEETS_LINK_HOST}/spreadsheets`);
}

/** 'Upload from Google Sheets': the link, checked here before anything is sent. */
export function GoogleLinkModal({
  initialLink,
  onSubmit,
  close,
}: {
  initialLink: string;
  onSubmit(link: string): Promise<string | null>;
  close(): void;
}) {
  const { t } = useTranslation('spreadsheet');
  const [link, setLink] = useState(initialLink);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = link.trim();
    if (!isSheetsLink(value)) return setError(t('spreadsheet.google.invalid'));
    setError(null);
    setBusy(true);
    void onSubmit(value).then((problem) => {
      setBusy(false);
      if (problem) setError(problem);
      else close();
    });
  };
  return (
    <form className={dialogClasses.body} onSubmit={submit} noValidate data-testid="google-link">
      <p className={dialogClasses.muted}>{t('spreadsheet.google.hint')}</p>
      <FormAlert message={error} />
      <TextField
        label={t('spreadsheet.google.label')}
        name="link"
        value={link}
        autoComplete="off"
        placeholder="https://docs.google.com/spreadsheets/d/…"
        onChange={(event) => setLink(event.target.value)}
      />
      <div className={dialogClasses.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('spreadsheet.google.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The need-label modal: a document without keys has nothing to fill (seed 001 §5, §8). */
export function NeedLabelModal({ onBack, close }: { onBack(): void; close(): void }) {
  const { t } = useTranslation(['spreadsheet', 'common']);
  return (
    <div className={dialogClasses.body} data-testid="need-label">
      <p>{t('spreadsheet:spreadsheet.needLabel.text')}</p>
      <div className={dialogClasses.actions}>
        <Button
          variant="primary"
          onClick={() => {
            close();
            onBack();
          }}
        >
          {t('spreadsheet:spreadsheet.needLabel.back')}
        </Button>
        <Button onClick={close}>{t('common:actions.close')}</Button>
      </div>
    </div>
  );
}

export interface ClassListLoadProps {
  /** Resolves to an error text, or null when done. */
  onLoad(list: ClassListSummary): Promise<string | null>;
  onRemove(list: ClassListSummary): Promise<string | null>;
}

/** The saved class lists of the account: load one, or delete one. */
export function ClassListLoadModal({
  onLoad,
  onRemove,
  close,
}: ClassListLoadProps & { close(): void }) {
  const { t } = useTranslation('spreadsheet');
  const { data, isLoading, isError } = useSpreadsheetClassListsQuery();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<string | null>, closeAfter: boolean) => {
    setBusy(true);
    setError(null);
    void action().then((problem) => {
      setBusy(false);
      if (problem) setError(problem);
      else if (closeAfter) close();
    });
  };
  const lists = data?.lists ?? [];
  return (
    <div className={dialogClasses.body} data-testid="class-lists">
      <FormAlert message={error ?? (isError ? t('spreadsheet.loadFailed') : null)} />
      {isLoading ? <p>{t('spreadsheet.loading')}</p> : null}
      {!isLoading && !isError && lists.length === 0 ? (
        <p className={dialogClasses.muted}>{t('spreadsheet.classList.empty')}</p>
      ) : null}
      <ul className={styles.lists}>
        {lists.map((list) => (
          <li key={list.id}>
            <span className={styles.listName}>{list.name}</span>
            <span className={dialogClasses.muted}>
              {t('spreadsheet.classList.rows', { count: list.rows })}
            </span>
            <Button variant="primary" disabled={busy} onClick={() => act(() => onLoad(list), true)}>
              {t('spreadsheet.classList.load')}
            </Button>
            <Button variant="link" disabled={busy} onClick={() => act(() => onRemove(list), false)}>
              {t('spreadsheet.classList.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

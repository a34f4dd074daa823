import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormNotice, TextAreaField, readApiError } from '@gramota/ui';
import { ShellApiContext } from '@gramota/shell-api';
import { useRequestStampMutation } from '@gramota/store';
import {
  appPaths,
  STAMP_VAULT_LIMITS,
  type StampKind,
  type StampModalAnswer,
} from '@gramota/contracts';
import { useStampModalQuery } from '../editor.api';
import styles from './dialogs.module.css';

interface StampDialogProps {
  templateData: string;
  /** The document being edited: a stamp is asked for, and may be approved, for it. */
  docId: string;
  onPick(stampId: string, kind: StampKind): void;
  onCancel(): void;
}

type DialogStamp = StampModalAnswer['stamps'][number];

/** A stamp's name goes in as typed: React escapes it, i18next must not do it twice. */
const RAW = { interpolation: { escapeValue: false } } as const;

/**
 * The account's stamps and signatures (issue 37, the vault): those the teacher may place are
 * picked; the others are greyed with "ask for it", which sends a request for this document to
 * whoever may place it. None yet: a link to the profile's stamp tab.
 */
export function StampDialog({ templateData, docId, onPick, onCancel }: StampDialogProps) {
  const { t } = useTranslation('redactor');
  const shell = useContext(ShellApiContext);
  // Asked anew at each opening: an approval given meanwhile (elsewhere) shows at once.
  const { data, isLoading, isError, refetch } = useStampModalQuery(
    { templateData, docId },
    { refetchOnMountOrArgChange: true },
  );
  const [asking, setAsking] = useState<DialogStamp | null>(null);

  if (isLoading) return <p className={styles.intro}>{t('editor.stampDialog.loading')}</p>;
  if (isError || !data) {
    return (
      <div data-testid="stamp-dialog">
        <FormAlert message={t('editor.stampDialog.failed')} />
        <div className={styles.actions}>
          <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
          <Button variant="primary" onClick={() => void refetch()}>
            {t('editor.stampDialog.retry')}
          </Button>
        </div>
      </div>
    );
  }

  if (data.stamps.length === 0) {
    return (
      <div data-testid="stamp-dialog">
        <p className={styles.intro}>{t('editor.stampDialog.none')}</p>
        <div className={styles.actions}>
          <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
          <a
            href={appPaths.profileStamp()}
            data-testid="stamp-profile-link"
            onClick={(event) => {
              if (!shell) return;
              event.preventDefault();
              onCancel();
              shell.navigate(appPaths.profileStamp());
            }}
          >
            {t('editor.stampDialog.toProfile')}
          </a>
        </div>
      </div>
    );
  }

  if (asking)
    return (
      <StampRequestForm
        stamp={asking}
        docId={docId}
        onBack={() => setAsking(null)}
        onCancel={onCancel}
      />
    );

  const nameOf = (stamp: DialogStamp) => stamp.name || t(`editor.stampDialog.kind_${stamp.kind}`);
  return (
    <div data-testid="stamp-dialog">
      <p className={styles.intro}>{t('editor.stampDialog.intro')}</p>
      <ul className={styles.stamps}>
        {data.stamps.map((stamp) =>
          stamp.may_place ? (
            <li key={stamp.id}>
              <button
                type="button"
                className={styles.stampChoice}
                data-testid={`stamp-${stamp.id}`}
                onClick={() => onPick(stamp.id, stamp.kind)}
              >
                <img className={styles.stampImage} src={stamp.url} alt="" />
                <span className={styles.stampName}>{nameOf(stamp)}</span>
              </button>
            </li>
          ) : (
            <li key={stamp.id} className={styles.stampLocked} data-testid={`stamp-${stamp.id}`}>
              {stamp.url ? (
                <img className={styles.stampImage} src={stamp.url} alt="" />
              ) : (
                <span className={styles.stampImage} aria-hidden="true" />
              )}
              <span className={styles.stampName}>{nameOf(stamp)}</span>
              <span className={styles.stampNote}>{t('editor.stampDialog.locked')}</span>
              <Button data-testid={`stamp-ask-${stamp.id}`} onClick={() => setAsking(stamp)}>
                {t('editor.stampDialog.ask')}
              </Button>
            </li>
          ),
        )}
      </ul>
      <div className={styles.actions}>
        {/* Members working in the school's account have no profile menu: the vault is here. */}
        <a
          href={appPaths.stamps()}
          data-testid="stamp-vault-link"
          onClick={(event) => {
            if (!shell) return;
            event.preventDefault();
            onCancel();
            shell.navigate(appPaths.stamps());
          }}
        >
          {t('editor.stampDialog.vault')}
        </a>
        <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
      </div>
    </div>
  );
}

/** Asking whoever may place the stamp to approve it on this document, with a short note. */
function StampRequestForm({
  stamp,
  docId,
  onBack,
  onCancel,
}: {
  stamp: DialogStamp;
  docId: string;
  onBack(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('redactor');
  const [note, setNote] = useState('');
  const [send, { isLoading, isSuccess, error }] = useRequestStampMutation();
  const name = stamp.name || t(`editor.stampDialog.kind_${stamp.kind}`);
  const failure = error ? readApiError(error) : null;

  if (isSuccess)
    return (
      <div data-testid="stamp-dialog">
        <FormNotice message={t('editor.stampDialog.requestSent', { name, ...RAW })} />
        <div className={styles.actions}>
          <Button variant="primary" onClick={onCancel}>
            {t('editor.stampDialog.done')}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      data-testid="stamp-request-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send({ stampId: stamp.id, docId, note: note.trim() });
      }}
    >
      <p className={styles.intro}>{t('editor.stampDialog.askIntro', { name, ...RAW })}</p>
      <TextAreaField
        label={t('editor.stampDialog.note')}
        name="note"
        value={note}
        maxLength={STAMP_VAULT_LIMITS.noteMax}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert
        message={
          failure
            ? t(`editor.stampDialog.errors.${failure.code}`, {
                defaultValue: t('editor.stampDialog.errors.internal'),
              })
            : null
        }
      />
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('editor.stampDialog.back')}</Button>
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('editor.stampDialog.send')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentLinkPaths, type ParentLinkSetInfo } from '@gramota/contracts';
import { Button, buttonClasses, dialogClasses, FormAlert, formatDate } from '@gramota/ui';
import { useRevokeParentLinksMutation } from './parent-links.api';
import { useParentLinkError } from './use-parent-link-error';
import styles from './parent-links.module.css';

/** The date goes into the sentence as Intl wrote it (no HTML escaping of its letters). */
const RAW = { interpolation: { escapeValue: false } } as const;

/**
 * A set that works: until when, the sheet of cards and the CSV (in the teacher's language), each
 * pupil's link to copy into a message, and revoking the whole set, asked first since it cannot be
 * undone.
 */
export function ActiveParentLinks({ set }: { set: ParentLinkSetInfo }) {
  const { t, i18n } = useTranslation(['ready', 'common']);
  const linkError = useParentLinkError();
  const [asking, setAsking] = useState(false);
  const [revoke, { isLoading, error }] = useRevokeParentLinksMutation();
  return (
    <div className={dialogClasses.body} data-testid="parent-links-active">
      <p>
        {t('ready:ready.parentLinks.active', {
          count: set.links.length,
          date: formatDate(set.expires_at, i18n.language),
          ...RAW,
        })}
      </p>
      <div className={dialogClasses.row}>
        <a
          className={buttonClasses('primary')}
          href={parentLinkPaths.sheet(set.id, i18n.language)}
          download
        >
          {t('ready:ready.parentLinks.sheet')}
        </a>
        <a
          className={buttonClasses('secondary')}
          href={parentLinkPaths.csv(set.id, i18n.language)}
          download
        >
          {t('ready:ready.parentLinks.csv')}
        </a>
      </div>
      <ul className={styles.pupils} aria-label={t('ready:ready.parentLinks.pupils')}>
        {set.links.map((link) => (
          <li key={link.file}>
            <label className={styles.pupil}>
              <span>{link.pupil}</span>
              {/* Read-only and selected whole on focus: one link to copy into a message. */}
              <input
                className={styles.url}
                type="text"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
          </li>
        ))}
      </ul>
      <FormAlert message={linkError(error)} />
      {asking ? (
        <div className={styles.ask} data-testid="parent-links-revoke-ask">
          <p>{t('ready:ready.parentLinks.revokeAsk')}</p>
          <div className={dialogClasses.actions}>
            <Button onClick={() => setAsking(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="danger"
              busy={isLoading}
              onClick={() => void revoke(set.id).then(() => setAsking(false))}
            >
              {t('ready:ready.parentLinks.revokeYes')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={dialogClasses.actions}>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('ready:ready.parentLinks.revoke')}
          </Button>
        </div>
      )}
    </div>
  );
}

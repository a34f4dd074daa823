import { useTranslation } from 'react-i18next';
import { areaErrorMessage, Button, buttonClasses, FormAlert } from '@gramota/ui';
import { useStoragePromoSchoolQuery } from '../storage.api';
import styles from './modals.module.css';

/** A link the page may follow: an address of this site, or an http(s) one (never javascript:). */
export function safeHref(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface PromoSchoolModalProps {
  /** In-app navigation (the offer's page is the pay page). */
  go: (url: string) => void;
  close: () => void;
}

/**
 * The school account offer (seed 001 §7 promo-school-modal): the server's texts in the reader's
 * language, drawn as plain text (the answer is JSON, never HTML), and where to ask for it.
 */
export function PromoSchoolModal({ go, close }: PromoSchoolModalProps) {
  const { t } = useTranslation('storage');
  const promo = useStoragePromoSchoolQuery();
  const answer = promo.currentData;
  const action = answer ? safeHref(answer.action_url) : null;
  return (
    <div className={styles.promo} data-testid="promo-school-modal">
      {promo.error ? <FormAlert message={areaErrorMessage(t, 'storage', promo.error)} /> : null}
      {!answer && promo.isFetching ? <p role="status">{t('storage.promo.loading')}</p> : null}
      {answer ? (
        <>
          <h2>{answer.title}</h2>
          {answer.text.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {answer.features.length > 0 ? (
            <ul className={styles.features}>
              {answer.features.map((feature, index) => (
                <li key={index}>{feature}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <div className={styles.bar}>
        {action ? (
          <a
            className={buttonClasses('primary')}
            href={action}
            data-testid="promo-school-action"
            onClick={(event) => {
              // An address inside the app opens in place; any other one as a plain link.
              if (!action.startsWith('/app/')) return;
              event.preventDefault();
              close();
              go(action);
            }}
          >
            {t('storage.promo.action')}
          </a>
        ) : null}
        <Button onClick={close}>{t('storage.promo.close')}</Button>
      </div>
    </div>
  );
}

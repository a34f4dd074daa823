import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import type { NeedProFeature } from '../editor';
import styles from './pro-features.modal.module.css';

// Keyed, not an array: each language's file then has the same keys the completeness check reads.
const FEATURES = ['pictures', 'qr', 'fonts', 'fast'] as const;

export interface ProFeaturesModalProps {
  /** The button that asked for PRO (editor onNeedPro), or undefined from the topbar. */
  feature?: NeedProFeature;
  /** The document already has PRO features. */
  proAllowed: boolean;
  /** The document's PRO invoice (appPaths.invoicePro). */
  payPath: string;
  close: () => void;
}

/** What PRO adds to a document (seed 001 §6) and where to get it. */
export function ProFeaturesModal({ feature, proAllowed, payPath, close }: ProFeaturesModalProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { navigate } = useShellApi();
  return (
    <div className={styles.body} data-testid="pro-features">
      {feature ? (
        <p className={styles.need} role="alert">
          {t(`redactor:redactor.pro.need.${feature}`)}
        </p>
      ) : null}
      <p>{proAllowed ? t('redactor:redactor.pro.youHavePro') : t('redactor:redactor.pro.intro')}</p>
      <ul className={styles.list}>
        {FEATURES.map((key) => (
          <li key={key}>{t(`redactor:redactor.pro.features.${key}`)}</li>
        ))}
      </ul>
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
        {proAllowed ? null : (
          <a
            className={styles.pay}
            href={payPath}
            onClick={(event) => {
              event.preventDefault();
              close();
              navigate(payPath);
            }}
          >
            {t('redactor:redactor.pro.action')}
          </a>
        )}
      </div>
    </div>
  );
}

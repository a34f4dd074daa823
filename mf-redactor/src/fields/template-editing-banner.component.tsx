import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import styles from './template-editing-banner.module.css';

interface TemplateEditingBannerProps {
  onBackToFields(): void;
  onRestoreDefault(): void;
}

/** Template editing of a document with fields (seed 001 §2): a warning, back to the form, restore. */
export function TemplateEditingBanner({
  onBackToFields,
  onRestoreDefault,
}: TemplateEditingBannerProps) {
  const { t } = useTranslation('redactor');
  return (
    <div className={styles.banner} role="note" data-testid="template-editing-banner">
      <p className={styles.text}>{t('redactor.fields.warning')}</p>
      <div className={styles.actions}>
        <Button data-testid="fields-switch" onClick={onBackToFields}>
          {t('redactor.fields.backToFields')}
        </Button>
        <Button variant="danger" data-testid="restore-default" onClick={onRestoreDefault}>
          {t('redactor.fields.restore')}
        </Button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { WorkshopDocument } from '@gramota/contracts';
import { Button, FormNotice, dialogClasses } from '@gramota/ui';
import styles from './modals.module.css';

export interface TemplatePreviewProps {
  template: WorkshopDocument;
  onCreateDoc: (template: WorkshopDocument) => void;
  /** Absent: another account's template this person may only view (no 'Edit'). */
  onEdit?: (template: WorkshopDocument) => void;
  close: () => void;
}

/**
 * A template opened from the list: its picture big, 'Create a document' and 'Edit'; another
 * account's says whose it is.
 */
export function TemplatePreviewModal({
  template,
  onCreateDoc,
  onEdit,
  close,
}: TemplatePreviewProps) {
  const { t } = useTranslation('workshop');
  return (
    <div className={dialogClasses.body} data-testid="template-preview">
      {template.thum ? (
        <img className={styles.picture} src={template.thum} alt={template.name} />
      ) : (
        <FormNotice message={t('list.preview.noPicture')} />
      )}
      {template.shared_by ? (
        <p className={styles.note} data-testid="shared-by">
          {t('list.shared.by', {
            name: template.shared_by.name || template.shared_by.email,
            email: template.shared_by.email,
          })}
        </p>
      ) : null}
      {template.count_doc > 0 ? (
        <FormNotice message={t('list.usage.docs', { count: template.count_doc })} />
      ) : null}
      {template.count_storage > 0 ? (
        <FormNotice message={t('list.usage.storage', { count: template.count_storage })} />
      ) : null}
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('list.preview.close')}</Button>
        {onEdit ? (
          <Button
            onClick={() => {
              close();
              onEdit(template);
            }}
          >
            {t('list.preview.edit')}
          </Button>
        ) : null}
        <Button
          variant="primary"
          onClick={() => {
            close();
            onCreateDoc(template);
          }}
        >
          {t('list.preview.createDoc')}
        </Button>
      </div>
    </div>
  );
}

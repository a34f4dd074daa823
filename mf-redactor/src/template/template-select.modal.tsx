import { useTranslation } from 'react-i18next';
import { EmbeddedFrame } from '../frame/embedded-frame.component';
import { readTemplateSelected, templateGalleryFrame } from './template-message';
import styles from './template-select.modal.module.css';

export interface TemplateSelectModalProps {
  docId: string;
  onSelect(templateId: string): void;
  close: () => void;
}

/**
 * The template gallery embedded in a frame (seed 001 §2): the gallery posts the chosen card's id
 * to this window; only messages from our own origin and from this frame count.
 */
export function TemplateSelectModal({ docId, onSelect, close }: TemplateSelectModalProps) {
  const { t } = useTranslation('redactor');
  return (
    <EmbeddedFrame
      className={styles.frame}
      src={templateGalleryFrame(docId)}
      title={t('redactor.template.frameTitle')}
      testId="template-frame"
      onMessage={(data) => {
        const templateId = readTemplateSelected(data);
        if (!templateId) return;
        close();
        onSelect(templateId);
      }}
    />
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      const templateId = readTemplateSelected(event.data);
      if (!templateId) return;
      close();
      onSelectRef.current(templateId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [close]);

  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={templateGalleryFrame(docId)}
      title={t('redactor.template.frameTitle')}
      data-testid="template-frame"
    />
  );
}

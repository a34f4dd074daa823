import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ModalFrame, TextField } from '@gramota/ui';
import { checkQrLink } from './qr-link';
import styles from './pictures.module.css';

interface QrDialogProps {
  onInsert(link: string): void;
  onClose(): void;
}

/** The QR code's link (seed 001 §5 rules); the code is drawn 100 px wide near the bottom-right. */
export function QrDialog({ onInsert, onClose }: QrDialogProps) {
  const { t } = useTranslation('workshop');
  const [link, setLink] = useState('https://');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ModalFrame title={t('redactor.qr.title')} backdrop="default" onClose={onClose}>
      <form
        className={styles.dialog}
        data-testid="workshop-qr-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkQrLink(link, window.location.host);
          if (!checked.ok) return setProblem(t(`redactor.qr.${checked.problem}`));
          onInsert(checked.link);
          onClose();
        }}
      >
        <TextField
          label={t('redactor.qr.link')}
          name="link"
          error={problem}
          value={link}
          autoFocus
          data-testid="workshop-qr-link"
          onChange={(event) => {
            setLink(event.target.value);
            setProblem(null);
          }}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('redactor.cancel')}</Button>
          <Button type="submit" variant="primary" data-testid="workshop-qr-insert">
            {t('redactor.qr.insert')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}

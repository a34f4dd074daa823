import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedCreateAnswer } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { Button, FormNotice, TextAreaField, TextField } from '@gramota/ui';
import { copyText } from './copy-text';
import styles from '../profile-page.module.css';
import embedStyles from './embed.module.css';

type CopyField = HTMLInputElement | HTMLTextAreaElement;

const selectAll = (event: FocusEvent<CopyField>) => event.currentTarget.select();

/** The new link and its iframe code. Shown once: the server keeps only the token's hash. */
export function EmbedCreated({ answer }: { answer: EmbedCreateAnswer }) {
  const { t } = useTranslation('profile');
  const { toast } = useShellApi();
  const urlField = useRef<HTMLInputElement>(null);
  const iframeField = useRef<HTMLTextAreaElement>(null);

  const copy = async (text: string, field: CopyField | null) => {
    if (await copyText(text)) {
      toast({ text: t('embed.copied'), kind: 'success', timeout: 2000 });
      return;
    }
    field?.focus();
    field?.select();
    toast({ text: t('embed.copyFailed'), kind: 'error', timeout: 5000 });
  };

  return (
    <section className={styles.card} data-testid="embed-created">
      <h2 className={styles.cardTitle}>{t('embed.createdTitle')}</h2>
      <FormNotice message={t('embed.onceNote')} testId="embed-once-note" />
      <div className={styles.inline}>
        <TextField
          ref={urlField}
          label={t('embed.url')}
          name="url"
          value={answer.url}
          readOnly
          onFocus={selectAll}
          data-testid="embed-url"
        />
        <Button onClick={() => void copy(answer.url, urlField.current)}>
          {t('embed.copyUrl')}
        </Button>
      </div>
      <div className={styles.inline}>
        <TextAreaField
          ref={iframeField}
          label={t('embed.iframe')}
          name="iframe"
          value={answer.iframe}
          readOnly
          rows={3}
          className={embedStyles.code}
          onFocus={selectAll}
          data-testid="embed-iframe"
        />
        <Button onClick={() => void copy(answer.iframe, iframeField.current)}>
          {t('embed.copyIframe')}
        </Button>
      </div>
    </section>
  );
}

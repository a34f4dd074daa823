import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocSetFields } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { selectIsLoggedIn, useAppSelector } from '@gramota/store';
import { readApiError } from '@gramota/ui';
import { useCreatorMutation, type CreatorType } from '../redactor.api';

interface CreatorOptions {
  docId: string;
  flush(): Promise<void>;
  /** content, font and padding as they are now (null while the editor has no content yet). */
  currentFields(): Pick<DocSetFields, 'content' | 'font' | 'padding'> | null;
}

/**
 * The creator buttons (seed 001 §7 Generation): save, then POST /api/creator/{docId}/{type}/. The
 * server has no render engine yet and answers 501 generation_unavailable: the teacher is told so
 * plainly; nothing pretends a file is on its way.
 */
export function useCreator({ docId, flush, currentFields }: CreatorOptions) {
  const { t } = useTranslation('redactor');
  const { toast, requireLogin } = useShellApi();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [creator] = useCreatorMutation();
  const [busy, setBusy] = useState<CreatorType | null>(null);

  const run = useCallback(
    async (type: CreatorType) => {
      // Sending by e-mail and to the storage need login (seed 001 §5, §6).
      if (!loggedIn && (type === 'send-email' || type === 'storage')) {
        requireLogin(type === 'storage' ? 'storage' : 'email');
        return;
      }
      setBusy(type);
      try {
        await flush().catch(() => undefined);
        const fields = currentFields();
        if (!fields) throw new Error('no content yet');
        await creator({ docId, type, fields }).unwrap();
        toast({ text: t('redactor.creator.notYet'), kind: 'info' });
      } catch (error) {
        const { code } = readApiError(error);
        toast(
          code === 'generation_unavailable'
            ? { text: t('redactor.creator.unavailable'), kind: 'info', timeout: 8000 }
            : { text: t('redactor.creator.failed'), kind: 'error' },
        );
      } finally {
        setBusy(null);
      }
    },
    [creator, currentFields, docId, flush, loggedIn, requireLogin, t, toast],
  );

  return { run, busy };
}

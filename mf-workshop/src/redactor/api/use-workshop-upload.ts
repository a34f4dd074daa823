import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appPaths,
  WORKSHOP_PLAN_INVOICE,
  WORKSHOP_LIMITS,
  type WorkshopUploadAnswer,
  type WorkshopUploadKind,
} from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { NeedPayNotice } from '@gramota/ui';
import { useWorkshopUploadMutation } from './redactor.api';

export type UploadedPicture = Extract<WorkshopUploadAnswer, { status: 'ok' }>;

/**
 * A workshop upload (seed 001 §7 form uploads): ok gives the picture; err shows its text for 6 s;
 * need-pay opens the pay notice. Files over the limit are refused before they are sent.
 */
export function useWorkshopUpload(kind: WorkshopUploadKind) {
  const { t } = useTranslation(['workshop', 'common']);
  const shell = useShellApi();
  const [send, { isLoading }] = useWorkshopUploadMutation();
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const show = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setError(text);
    timer.current = setTimeout(() => setError(null), WORKSHOP_LIMITS.uploadErrorMilliseconds);
  }, []);

  const upload = useCallback(
    async (file: File): Promise<UploadedPicture | null> => {
      if (file.size > WORKSHOP_LIMITS.uploadMaxBytes) {
        show(t('workshop:errors.file_too_large'));
        return null;
      }
      let answer: WorkshopUploadAnswer;
      try {
        answer = await send({ kind, file }).unwrap();
      } catch {
        show(t('workshop:errors.upload_failed'));
        return null;
      }
      if (answer.status === 'ok') return answer;
      if (answer.status === 'need-pay') {
        shell.showModal({
          title: t('common:needPay.title'),
          component: NeedPayNotice,
          props: { onPay: () => shell.navigate(appPaths.invoiceWorkshop(WORKSHOP_PLAN_INVOICE)) },
        });
        return null;
      }
      show(t(`workshop:errors.${answer.error_code}`, { defaultValue: answer.error_text }));
      return null;
    },
    [kind, send, shell, show, t],
  );
  return { upload, error, busy: isLoading };
}

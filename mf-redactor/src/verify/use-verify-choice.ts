import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellApi } from '@gramota/shell-api';
import { DEFAULT_VERIFY_CHOICE, type VerifyChoice } from '@gramota/contracts';
import { VerifyChoiceModal, type VerifyChoiceModalProps } from './verify-choice.modal';
import { useSetVerifyChoiceMutation, useVerifyChoiceQuery } from './verify.api';

/**
 * The open document's verification (issue 35): its choice as the server holds it (its own, or the
 * account's default), the modal that changes it, and the mark the page previews when it is on.
 */
export function useVerifyChoice(docId: string) {
  const { t } = useTranslation('verify');
  const { showModal } = useShellApi();
  const { data } = useVerifyChoiceQuery(docId);
  const [setChoice] = useSetVerifyChoiceMutation();
  const choice = data?.choice ?? DEFAULT_VERIFY_CHOICE;

  const open = useCallback(() => {
    showModal<Omit<VerifyChoiceModalProps, 'close'>>({
      title: t('title'),
      component: VerifyChoiceModal,
      props: {
        initial: choice,
        onApply: async (next: VerifyChoice) => {
          const answer = await setChoice({ docId, choice: next });
          return 'data' in answer;
        },
      },
    });
  }, [choice, docId, setChoice, showModal, t]);

  return { choice, mark: choice.on ? choice : null, open };
}

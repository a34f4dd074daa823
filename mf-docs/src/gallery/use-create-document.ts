import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, templateIdToUrl } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { NeedPayNotice } from '@gramota/ui';
import { docsErrorMessage } from '../common/docs-errors';
import { useCreateDocMutation } from '../docs/docs.api';

export interface CreateDocumentOptions {
  /** The folder the teacher started from (`?folder=`), '' for the root. */
  folderId?: string | null;
  /** The gallery search the card came from (analytics only). */
  searchId?: string;
  /** Called before leaving for the editor, e.g. to take a create/{id} address out of history. */
  beforeOpen?: () => void;
}

/**
 * Creating a document from a template (seed 000 §4 "Create doc"): success opens the editor,
 * 'workshop-pay' opens the pay-needed modal, an error is said in a toast.
 */
export function useCreateDocument() {
  const { t } = useTranslation(['docs', 'common']);
  const shellApi = useShellApi();
  const notify = useNotify();
  const [createDoc, { isLoading }] = useCreateDocMutation();

  const create = useCallback(
    async (templateId: string, options: CreateDocumentOptions = {}) => {
      try {
        const answer = await createDoc({
          template_id: templateId,
          folder_id: options.folderId ?? '',
          ...(options.searchId ? { search_id: options.searchId } : {}),
        }).unwrap();
        if (answer.result === 'workshop-pay') {
          shellApi.showModal({
            title: t('common:needPay.title'),
            component: NeedPayNotice,
            props: {
              onPay: () => shellApi.navigate(appPaths.invoiceWorkshop(templateIdToUrl(templateId))),
            },
          });
          return null;
        }
        options.beforeOpen?.();
        shellApi.navigate(appPaths.redactor(answer.doc));
        return answer.doc;
      } catch (error) {
        notify.error(docsErrorMessage(t, error));
        return null;
      }
    },
    [createDoc, notify, shellApi, t],
  );

  return { create, creating: isLoading };
}

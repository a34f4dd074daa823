import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectionReference, type FileItem } from '@gramota/ui';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { docsErrorCode, docsErrorMessage } from '../../common/docs-errors';
import { useCreaterCheckMutation } from '../docs.api';
import { CREATE_FILES_RULES } from './create-files-job';

/**
 * "Create files" from selected documents (seed 000 §4): docs-creater-check first — folders in the
 * selection, PRO templates without a licence, more than 30 documents each get the seeds' alert —
 * then the progress modal.
 */
export function useCreateFiles() {
  const { t } = useTranslation(['docs', 'common', 'kit']);
  const { showModal } = useShellApi();
  const notify = useNotify();
  const [check] = useCreaterCheckMutation();

  return useCallback(
    async (selected: readonly FileItem[]) => {
      const reference = selectionReference(selected);
      if (!reference) return notify.info(t('kit:folder.selectItem'));
      const docs = selected.filter((item) => !item.isFolder);
      const moreThan30 = () =>
        notify.alert(
          t('docs:createFiles.moreThan30', { count: docs.length }),
          t('docs:createFiles.moreThan30Title'),
        );
      try {
        const answer = await check(reference.ids).unwrap();
        if (answer.result === 'false') {
          const text =
            answer.alert === 'need-pro'
              ? t('docs:createFiles.needPro')
              : t('docs:docs.alerts.onlyDocuments');
          return notify.alert(text);
        }
      } catch (error) {
        if (docsErrorCode(error) === 'more_than_30') return moreThan30();
        return notify.error(docsErrorMessage(t, error));
      }
      // The server said yes; the limit is the seeds' too, so never start a job above it.
      if (docs.length > CREATE_FILES_RULES.maxDocs) return moreThan30();
      const { CreateFilesModal } = await import('./create-files.modal');
      showModal({
        title: t('docs:createFiles.title'),
        component: CreateFilesModal,
        props: { docIds: docs.map((item) => item.id) },
        backdrop: 'static',
      });
    },
    [notify, check, showModal, t],
  );
}

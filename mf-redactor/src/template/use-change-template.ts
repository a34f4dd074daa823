import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, templateIdToUrl, type SetTemplateAnswer } from '@gramota/contracts';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { selectProfile, selectUserKey, useAppDispatch, useAppSelector } from '@gramota/store';
import { ConfirmDialog, NeedPayNotice, type ConfirmDialogProps } from '@gramota/ui';
import { redactorApi, useSetTemplateMutation } from '../redactor.api';
import { TemplateSelectModal, type TemplateSelectModalProps } from './template-select.modal';

interface ChangeTemplateOptions {
  docId: string;
  /** The document has PRO features now (redactor-triggers doc_pro_allowed). */
  proAllowed: boolean;
  /** Saves unsaved changes first, so a late autosave cannot undo the new page settings. */
  flush(): Promise<void>;
  onApplied(answer: SetTemplateAnswer, templateId: string): void;
}

/**
 * Template change in the editor (seed 001 §4): the gallery in a frame, a confirmation when a PRO
 * document moves to a template the user has not bought, set-template, then the new background,
 * format, badge, margins and title; 'workshop-pay' opens the need-pay dialog.
 */
export function useChangeTemplate({ docId, proAllowed, flush, onApplied }: ChangeTemplateOptions) {
  const { t } = useTranslation(['redactor', 'common']);
  const { showModal, navigate } = useShellApi();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const userKey = useAppSelector(selectUserKey);
  const allTemplates = useAppSelector(selectProfile)?.is_template_all_active === '1';
  const [setTemplate] = useSetTemplateMutation();

  const apply = useCallback(
    async (templateId: string) => {
      await flush().catch(() => undefined); // a failed save stays pending and is retried later
      try {
        const answer = await setTemplate({ docId, templateId }).unwrap();
        if (answer.result === 'workshop-pay') {
          showModal({
            title: t('common:needPay.title'),
            component: NeedPayNotice,
            props: { onPay: () => navigate(appPaths.invoiceWorkshop(templateIdToUrl(templateId))) },
          });
          return;
        }
        onApplied(answer, templateId);
        notify.success(t('redactor.template.applied'));
      } catch {
        notify.error(t('redactor.template.failed'));
      }
    },
    [docId, flush, navigate, notify, onApplied, setTemplate, showModal, t],
  );

  /** Whether the user holds a licence for the template (unknown counts as not: then we ask). */
  const isLicensed = useCallback(
    async (templateId: string) => {
      if (allTemplates) return true;
      if (!userKey) return false;
      const request = dispatch(redactorApi.endpoints.templateLicences.initiate(userKey));
      try {
        const licences = await request.unwrap();
        return Object.hasOwn(licences, templateId);
      } catch {
        return false;
      } finally {
        request.unsubscribe();
      }
    },
    [allTemplates, dispatch, userKey],
  );

  const choose = useCallback(
    async (templateId: string) => {
      if (!proAllowed || (await isLicensed(templateId))) {
        await apply(templateId);
        return;
      }
      showModal<Omit<ConfirmDialogProps, 'close'>>({
        title: t('redactor.template.title'),
        component: ConfirmDialog,
        props: {
          text: t('redactor.template.confirmLeavePro'),
          confirmLabel: t('redactor.template.confirmAction'),
          onConfirm: () => apply(templateId),
        },
      });
    },
    [apply, isLicensed, proAllowed, showModal, t],
  );

  const openGallery = useCallback(() => {
    showModal<Omit<TemplateSelectModalProps, 'close'>>({
      title: t('redactor.template.title'),
      component: TemplateSelectModal,
      props: { docId, onSelect: (templateId) => void choose(templateId) },
    });
  }, [choose, docId, showModal, t]);

  return { openGallery, choose };
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appPaths,
  WORKSHOP_PLAN_INVOICE,
  type WorkshopDocument,
  type WorkshopFolder,
} from '@gramota/contracts';
import {
  AlertModal,
  areaErrorMessage,
  ConfirmDialog,
  doneTexts,
  downloadFile,
  folderCommandTexts,
  folderPathOf,
  ITEM_DONE_TEXTS,
  readApiError,
  useFolderCommands,
  type FileItem,
  type FormActionCall,
  type FileAreaContext,
  runtimeT,
} from '@gramota/ui';
import { api } from '@gramota/store';
import { folderListingHook, useNotify, useShellApi } from '@gramota/shell-api';
import { useWorkshopNavigation } from './area-navigation';
import { awaitTemplateReady } from './create-status-poll';
import { useCreateTemplate } from './use-create-template';
import { CreateTemplateModal } from './modals/create-template.modal';
import { NeedPayModal, type NeedPayModalProps } from './modals/need-pay.modal';
import { TemplatePreviewModal } from './modals/template-preview.modal';
import { UploadTemplateModal } from './modals/upload-template.modal';
import { workshopPath } from './workshop-route';
import { isWorkshopPay } from './workshop-pay';
import {
  workshopShareCalls,
  useWorkshopCopyMutation,
  useWorkshopCreateDocMutation,
  useWorkshopFormActionMutation,
  useWorkshopGetQuery,
  useWorkshopListCreateMutation,
  useWorkshopListCreateStatusMutation,
} from './workshop-list.api';

/** The templates are My templates' files. */
export interface WorkshopCommandsContext extends FileAreaContext<WorkshopDocument, WorkshopFolder> {
  /** profile_is_workshop_pay of the list: the Free / Pro badge of the need-pay modal. */
  pay: '0' | '1';
}

/** Where My templates word the folder and trash commands otherwise than the kit. */
const WORKSHOP_FOLDER_TEXTS = folderCommandTexts({
  renameOne: 'workshop:list.alerts.renameOne',
  confirmClearTrash: 'workshop:list.confirm.clearTrash',
  done: doneTexts('workshop:list.done', ITEM_DONE_TEXTS),
});

const WORKSHOP_FOLDER_PATH = folderPathOf(workshopPath, { view: 'all' });

/** One folder of My templates (never the trash) for the move-to dialog. */
const useWorkshopFolderListing = folderListingHook(useWorkshopGetQuery, {});

/**
 * What the toolbar and menus do with templates and their folders (seed 001 §4, §5, §8): the
 * selection rules first, then the call; folders and the trash are the shared useFolderCommands.
 */
export function useWorkshopCommands(context: WorkshopCommandsContext) {
  const { records, folderId, pay } = context;
  const templates = records.files;
  const { t } = useTranslation(['workshop', 'common']);
  const shellApi = useShellApi();
  const { showModal, navigate } = shellApi;
  const notify = useNotify();
  const go = useWorkshopNavigation();
  const signedIn = api.useLoginCheckQuery().currentData?.login === true;
  const [formActionCall] = useWorkshopFormActionMutation();
  const [copyCall] = useWorkshopCopyMutation();
  const [createDocCall] = useWorkshopCreateDocMutation();
  const generate = useCreateTemplate();
  const [createCall] = useWorkshopListCreateMutation();
  const [statusCall] = useWorkshopListCreateStatusMutation();
  const awaitReady = useCallback(
    (id: string) =>
      awaitTemplateReady(id, {
        create: (one) => createCall(one).unwrap(),
        status: (one) => statusCall(one).unwrap(),
      }),
    [createCall, statusCall],
  );
  /** A call the teacher waits for is running: the thumbnail queue holds back meanwhile. */
  const [waiting, setWaiting] = useState(0);

  const alert = useCallback(
    (key: string) => notify.info(runtimeT(t)(`workshop:list.alerts.${key}`)),
    [notify, t],
  );
  const needPay = useCallback(
    (reason: NeedPayModalProps['reason']) =>
      showModal({
        title: t('workshop:list.needPay.title'),
        component: NeedPayModal,
        props: {
          reason,
          pay,
          onPay: () => navigate(appPaths.invoiceWorkshop(WORKSHOP_PLAN_INVOICE)),
        },
      }),
    [navigate, pay, showModal, t],
  );
  const busy = useCallback(async <T>(task: () => Promise<T>) => {
    setWaiting((count) => count + 1);
    try {
      return await task();
    } finally {
      setWaiting((count) => count - 1);
    }
  }, []);

  // A template still used by documents cannot be deleted: the remove-error modal says why.
  const formAction = useCallback<FormActionCall>(
    (args) => {
      const call = formActionCall(args);
      return {
        unwrap: () =>
          call.unwrap().catch((error: unknown) => {
            if (readApiError(error).code === 'template_in_use')
              showModal({
                title: t('workshop:list.removeError.title'),
                component: AlertModal,
                props: { text: t('workshop:errors.template_in_use') },
              });
            throw error;
          }),
      };
    },
    [formActionCall, showModal, t],
  );

  const createDoc = useCallback(
    async (template: WorkshopDocument) => {
      const call = () => createDocCall({ template_id: template.template, folder_id: '' }).unwrap();
      try {
        const answer = await busy(async () => {
          // Just left in the editor (seed 000 §2): its page picture is being made; wait for it.
          if (template.state !== 'ready') await awaitReady(template.id);
          try {
            return await call();
          } catch (error) {
            // The list was older than the template: made again since, so wait for it here too.
            if (readApiError(error).code !== 'not_ready') throw error;
            if ((await generate(template.id)).status !== 'ready') throw error;
            return call();
          }
        });
        if (answer.result === 'workshop-pay') return needPay('createDoc');
        navigate(appPaths.redactor(answer.doc));
      } catch (error) {
        if (isWorkshopPay(error)) return needPay('createDoc');
        notify.error(areaErrorMessage(t, 'workshop', error));
      }
    },
    [awaitReady, busy, createDocCall, generate, navigate, needPay, notify, t],
  );
  const edit = useCallback(
    (template: WorkshopDocument) => go(appPaths.workshopRedactor(template.id)),
    [go],
  );
  const openFile = useCallback(
    (item: FileItem) => {
      const template = templates.get(item.id);
      if (!template) return;
      showModal({
        title: template.name,
        component: TemplatePreviewModal,
        props: {
          template,
          onCreateDoc: (one: WorkshopDocument) => void createDoc(one),
          onEdit: template.permission === 'view' ? undefined : edit,
        },
      });
    },
    [createDoc, edit, showModal, templates],
  );
  const folderCommands = useFolderCommands({
    ...context,
    view: 'workshop',
    texts: WORKSHOP_FOLDER_TEXTS,
    shell: shellApi,
    formAction,
    go,
    share: workshopShareCalls,
    restoreLocation: appPaths.workshop(),
    folderPath: WORKSHOP_FOLDER_PATH,
    openFile,
    rootName: t('common:pages.workshop'),
    useFolderListing: useWorkshopFolderListing,
  });

  return useMemo(() => {
    /** Exactly one template (not a folder) selected, else 'Select a template'. */
    const oneTemplate = (selected: readonly FileItem[]) => {
      const template = selected.length === 1 ? templates.get(selected[0]!.id) : undefined;
      if (!template || selected[0]!.isFolder) {
        alert('selectTemplate');
        return null;
      }
      return template;
    };
    /** Exactly one item selected, else 'Select a document or folder'. */
    const exactlyOne = (selected: readonly FileItem[]) => {
      if (selected.length === 1) return selected[0]!;
      notify.info(runtimeT(t)(WORKSHOP_FOLDER_TEXTS.selectItem));
      return null;
    };
    /** Not signed in: the login modal 'Sign in to create a template'. */
    const signInFirst = () => {
      if (signedIn) return false;
      shellApi.requireLogin('template');
      return true;
    };
    const folderForNew = folderId ?? null;
    return {
      ...folderCommands,
      waiting: waiting > 0,
      signedIn,
      openSelected: (selected: readonly FileItem[]) => {
        const one = exactlyOne(selected);
        if (one) folderCommands.open(one);
      },
      createDoc: (selected: readonly FileItem[]) => {
        const template = oneTemplate(selected);
        if (template) void createDoc(template);
      },
      edit: (selected: readonly FileItem[]) => {
        const template = oneTemplate(selected);
        // Another account's template opens in the editor only for those it lets edit.
        if (template?.permission === 'view') return alert('viewOnly');
        if (template) edit(template);
      },
      copy: async (selected: readonly FileItem[]) => {
        const template = oneTemplate(selected);
        if (!template) return;
        try {
          await busy(() => copyCall(template.id).unwrap());
          notify.success(t('workshop:list.done.copied'));
        } catch (error) {
          if (isWorkshopPay(error)) needPay('create');
          else notify.error(areaErrorMessage(t, 'workshop', error));
        }
      },
      download: (selected: readonly FileItem[]) => {
        const one = exactlyOne(selected);
        const template = one && !one.isFolder ? templates.get(one.id) : undefined;
        if (!one) return;
        if (!template) return alert('selectTemplate');
        if (!template.thum) return notify.info(t('workshop:list.preview.noPicture'));
        downloadFile(template.thum, template.name);
      },
      createTemplate: () => {
        if (signInFirst()) return;
        showModal({
          title: t('workshop:list.create.title'),
          component: CreateTemplateModal,
          props: {
            folderId: folderForNew,
            onCreated: (id: string) => go(appPaths.workshopRedactor(id)),
            onNeedPay: () => needPay('create'),
          },
        });
      },
      uploadTemplate: () => {
        if (signInFirst()) return;
        showModal({
          title: t('workshop:list.upload.title'),
          component: UploadTemplateModal,
          props: {
            folderId: folderForNew,
            onUploaded: (id: string) => go(appPaths.workshopRedactor(id)),
            onNeedPay: () => needPay('upload'),
          },
        });
      },
      /** To the trash, after a warning when documents were made from a selected template. */
      trash: async (selected: readonly FileItem[]) => {
        const docs = selected.reduce(
          (sum, item) => sum + (item.isFolder ? 0 : (templates.get(item.id)?.count_doc ?? 0)),
          0,
        );
        if (docs === 0) return folderCommands.trash(selected);
        showModal({
          title: t('workshop:list.usage.title'),
          component: ConfirmDialog,
          props: {
            text: t('workshop:list.usage.docs', { count: docs }),
            confirmLabel: t('workshop:list.usage.confirm'),
            onConfirm: () => folderCommands.trash(selected),
          },
        });
      },
    };
  }, [
    alert,
    busy,
    copyCall,
    createDoc,
    edit,
    folderCommands,
    folderId,
    go,
    needPay,
    notify,
    shellApi,
    showModal,
    signedIn,
    t,
    templates,
    waiting,
  ]);
}

export type WorkshopCommands = ReturnType<typeof useWorkshopCommands>;

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkshopDocument, WorkshopFolder } from '@gramota/contracts';
import {
  Button,
  DataErrorBanner,
  EmptyState,
  linkPageClasses,
  readApiError,
  useListedRecords,
} from '@gramota/ui';
import { api } from '@gramota/store';
import { useShellApi } from '@gramota/shell-api';
import { useWorkshopCommands } from './use-workshop-commands';
import { templateItem } from './workshop-items';
import { useWorkshopSharedLinkQuery } from './workshop-list.api';

/** A link opens templates only. */
const NO_FOLDERS: readonly WorkshopFolder[] = [];

/**
 * /app/workshop/shared/{code}/ (seed 001 §4 Sharing, share type link): what the link opens, for a
 * signed-in person; a visitor is asked to sign in and comes back here. Its templates make
 * documents; 'Edit' only where the link lets edit.
 */
export function SharedLinkPage({ code }: { code: string }) {
  const { t } = useTranslation('workshop');
  const { requireLogin } = useShellApi();
  const session = api.useLoginCheckQuery().currentData;
  const signedOut = session?.login === false;
  const answer = useWorkshopSharedLinkQuery(code, { skip: !session || signedOut });
  const error = answer.error ? readApiError(answer.error) : null;
  const mustSignIn = signedOut || error?.code === 'login_required';

  // The login modal, then back to this page (its address is where the shell returns).
  useEffect(() => {
    if (mustSignIn) requireLogin('template');
  }, [mustSignIn, requireLogin]);

  const documents = useMemo(
    () =>
      Object.values(answer.currentData?.documents ?? {}).sort(
        (a: WorkshopDocument, b: WorkshopDocument) => b.time - a.time,
      ),
    [answer.currentData],
  );
  const records = useListedRecords(documents, NO_FOLDERS);
  const commands = useWorkshopCommands({
    records,
    inTrash: false,
    folderId: undefined,
    pay: '0',
  });

  if (mustSignIn)
    return (
      <EmptyState title={t('list.sharedLink.signIn')}>
        <Button variant="primary" onClick={() => requireLogin('template')}>
          {t('list.sharedLink.signInAction')}
        </Button>
      </EmptyState>
    );
  if (error?.status === 404) return <EmptyState title={t('list.sharedLink.missing')} />;
  if (error) return <DataErrorBanner onRetry={() => void answer.refetch()} />;
  const page = answer.currentData;
  if (!page) return null;
  const owner = page.shared_by.name || page.shared_by.email;
  return (
    <section className={linkPageClasses.page} data-testid="shared-link-page">
      <h1 className={linkPageClasses.title}>{page.name}</h1>
      <p className={linkPageClasses.owner}>
        {t('list.shared.by', { name: owner, email: page.shared_by.email })}
      </p>
      {documents.length === 0 ? (
        <EmptyState title={t('list.sharedLink.empty')} />
      ) : (
        <ul className={linkPageClasses.cards}>
          {documents.map((document) => (
            <li key={document.id} className={linkPageClasses.card} data-testid="shared-template">
              {document.thum ? (
                <img className={linkPageClasses.picture} src={document.thum} alt={document.name} />
              ) : null}
              <p className={linkPageClasses.name}>{document.name}</p>
              <div className={linkPageClasses.actions}>
                <Button
                  variant="primary"
                  onClick={() => commands.createDoc([templateItem(document)])}
                >
                  {t('list.actions.createDoc')}
                </Button>
                {document.permission === 'edit' ? (
                  <Button onClick={() => commands.edit([templateItem(document)])}>
                    {t('list.actions.edit')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageDocument, StorageFolder } from '@gramota/contracts';
import {
  buttonClasses,
  DataErrorBanner,
  EmptyState,
  formatDisplayName,
  linkPageClasses,
  readApiError,
  RoutedLink,
} from '@gramota/ui';
import { useStorageNavigation } from '../storage-navigation';
import { storagePath } from '../storage-route';
import { useStorageOpenLinkQuery } from '../storage.api';
import styles from './storage-link-page.module.css';

const byName = <T extends { name: string }>(items: Record<string, T>) =>
  Object.values(items).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));

/**
 * /app/storage/shared/{code}/ (seed 001 §4 Sharing, share type link; §7 storage-open-link): what
 * a link opens, for anyone with it, signed in or not, read-only: the file, or the folder with its
 * folders (/app/storage/shared/{code}/{folder}/) and files to open or download. A link turned off
 * answers 404 and the page says so.
 */
export default function StorageLinkPage({ code, aim }: { code: string; aim?: string }) {
  const { t } = useTranslation('storage');
  const go = useStorageNavigation();
  // Read on every visit: the owner may have turned the link off since.
  const answer = useStorageOpenLinkQuery({ code, aim }, { refetchOnMountOrArgChange: true });
  const page = answer.currentData;
  const folders = useMemo(() => byName<StorageFolder>(page?.folders ?? {}), [page]);
  const documents = useMemo(() => byName<StorageDocument>(page?.documents ?? {}), [page]);
  const error = answer.error ? readApiError(answer.error) : null;

  if (error?.status === 404)
    return (
      <div data-testid="storage-link-missing">
        <EmptyState title={t('errors.code_not_found')} text={t('storage.link.missingText')} />
      </div>
    );
  if (error) return <DataErrorBanner onRetry={() => void answer.refetch()} />;
  if (!page) return answer.isFetching ? <p role="status">{t('storage.link.loading')}</p> : null;
  // The server masks the address for everyone but the owner: the chosen name, else that.
  const owner = page.shared_by.name || page.shared_by.email;
  const link = (folder?: string) => storagePath({ view: 'link', code, aim: folder });
  return (
    <section className={linkPageClasses.page} data-testid="storage-link-page">
      <h2 className={linkPageClasses.title}>{page.name}</h2>
      <p className={linkPageClasses.owner}>
        {t('storage.link.by', { name: owner })} {t('storage.shared.viewOnly')}
      </p>
      {page.path.length > 1 ? (
        <nav className={styles.path} aria-label={t('storage.link.path')}>
          {page.path.map((entry, index) =>
            index === page.path.length - 1 ? (
              <span key={entry.id} aria-current="page">
                {formatDisplayName(entry.name)}
              </span>
            ) : (
              <RoutedLink
                key={entry.id}
                href={link(index === 0 ? undefined : entry.id)}
                onNavigate={go}
              >
                {formatDisplayName(entry.name)}
              </RoutedLink>
            ),
          )}
        </nav>
      ) : null}
      {folders.length === 0 && documents.length === 0 ? (
        <EmptyState title={t('storage.link.empty')} />
      ) : null}
      {folders.length > 0 ? (
        <ul className={styles.folders} aria-label={t('storage.link.folders')}>
          {folders.map((folder) => (
            <li key={folder.id} data-testid="storage-link-folder">
              <RoutedLink className={styles.folder} href={link(folder.id)} onNavigate={go}>
                {formatDisplayName(folder.name)}
              </RoutedLink>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul className={linkPageClasses.cards} aria-label={t('storage.link.files')}>
          {documents.map((document) => (
            <li key={document.id} className={linkPageClasses.card} data-testid="storage-link-file">
              {document.thum ? (
                <img className={linkPageClasses.picture} src={document.thum} alt="" />
              ) : null}
              <p className={linkPageClasses.name} title={document.name}>
                {formatDisplayName(document.name)}
              </p>
              <div className={linkPageClasses.actions}>
                <a
                  className={buttonClasses('primary')}
                  href={document.file}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('storage.link.openFile', { name: document.name })}
                >
                  {t('storage.viewer.open')}
                </a>
                <a
                  className={buttonClasses()}
                  href={document.file}
                  download={document.name}
                  aria-label={t('storage.link.downloadFile', { name: document.name })}
                >
                  {t('storage.viewer.download')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER } from '@gramota/contracts';
import { MoveToDialog } from '@gramota/ui';
import { useUserKey } from '../../common/use-user-key';
import { useReadyGetQuery } from '../ready.api';

export interface MoveToModalProps {
  /** Folders being moved: they and everything inside them are not offered. */
  movingFolderIds: readonly string[];
  /** Where the items are now (null: top level), when they all share one folder. */
  currentFolderId: string | null | undefined;
  move: (folderId: string | null) => Promise<void>;
  close: () => void;
}

/** "Move to…": the shared folder picker over the folders of Ready files. */
export function MoveToModal(props: MoveToModalProps) {
  const { t } = useTranslation('common');
  const userKey = useUserKey();
  const [folderId, setFolderId] = useState<string | null>(null);
  const { data, isFetching } = useReadyGetQuery(
    { userKey: userKey ?? '', query: { trash: false, folder: folderId ?? ROOT_FOLDER } },
    { skip: !userKey },
  );
  return (
    <MoveToDialog
      {...props}
      rootName={t('pages.ready')}
      folderId={folderId}
      path={data?.path ?? []}
      folders={Object.values(data?.folders ?? {})}
      loading={isFetching}
      onOpenFolder={setFolderId}
    />
  );
}

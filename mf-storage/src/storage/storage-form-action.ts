import { useMemo } from 'react';
import type { DocsPathEntry } from '@gramota/contracts';
import type { FormActionCall } from '@gramota/ui';
import { moveWithinShared } from './shared-folder-moves';
import { useStorageFormActionMutation } from './storage.api';

/** The storage's form action call, for the folder shown (another account's: moves stay inside). */
export function useStorageFormAction(sharedTop: DocsPathEntry | null): FormActionCall {
  const [call] = useStorageFormActionMutation();
  return useMemo(() => moveWithinShared(call, sharedTop), [call, sharedTop]);
}

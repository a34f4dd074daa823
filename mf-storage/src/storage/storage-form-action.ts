import { useMemo } from 'react';
import type { DocsPathEntry } from '@gramota/contracts';
import type { FormActionCall } from '@gramota/ui';
import { moveWithinShared } from './shared-folder-moves';
import { useStorageFormActionMutation } from './storage.api';

/**
 * The form actions take 'doc' | 'folder' for one item and 'mix' | 'trash' with typed ids
 * ('stdoc:12') for several: the kit names a single storage file by its item type, so it is sent
 * as 'doc' here.
 */
export function oneFileAsDoc(formAction: FormActionCall): FormActionCall {
  return (args) => formAction((args.type as string) === 'stdoc' ? { ...args, type: 'doc' } : args);
}

/** The storage's form action call, for the folder shown (another account's: moves stay inside). */
export function useStorageFormAction(sharedTop: DocsPathEntry | null): FormActionCall {
  const [call] = useStorageFormActionMutation();
  return useMemo(() => moveWithinShared(oneFileAsDoc(call), sharedTop), [call, sharedTop]);
}

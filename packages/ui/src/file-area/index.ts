// The pieces every file area (My documents, Ready files, Storage, Drive, My templates) shares.
export { useFolderCommands } from './use-folder-commands';
export type {
  FolderCommands,
  FolderCommandsOptions,
  FileAreaView,
  FileAreaShell,
  FormActionCall,
} from './use-folder-commands';
export { doneTexts, type FolderCommandTexts } from './folder-command-texts';
export { MoveToModal } from './move-to.modal';
export type { MoveToModalProps, FolderListing } from './move-to.modal';
export { areaErrorMessage } from './area-error-message';

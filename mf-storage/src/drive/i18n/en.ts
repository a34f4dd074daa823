import { docsErrors } from '@gramota/contracts';
import type { DriveStrings } from './ru';

export const en: DriveStrings = {
  drive: {
    views: {
      label: 'Drive views',
      all: 'Drive',
      trash: 'Trash',
      search: 'Search',
      folder: 'Folder',
    },
    actions: {
      open: 'Open',
      newFolder: 'New folder',
      rename: 'Rename',
      move: 'Move',
      remove: 'To trash',
      restore: 'Restore',
      deleteForever: 'Delete forever',
      clearTrash: 'Clear trash',
    },
    alerts: {
      selectItem: 'Select a document or folder',
      recoverBeforeOpening: 'Recover document or folder before opening!',
      nothingFound: 'Nothing found',
    },
    search: {
      label: 'Search the Drive',
      placeholder: 'Search the Drive',
      hint: 'At least 3 characters',
      title: 'Search: “{{query}}”',
    },
    group: {
      made: 'Files ready: {{ready}} of {{count}}',
      making: 'The others are still being made or failed: the group page says which.',
      selected: 'Selected: {{count}}',
    },
    empty: {
      all: 'Drive is empty',
      allText:
        'Groups of files made by mass creation are kept here: open a document, choose “Mass creation” and save the files to the Drive.',
      action: 'To my documents',
      folder: 'This folder is empty',
      trash: 'Trash is empty',
      trashText: 'Deleted groups and folders stay here until you clear the trash.',
      searchText: 'Check the spelling or try another word.',
      unknown: 'There is no such page',
      signedOut: 'The Drive is there once you log in',
      signedOutText: 'Log in to keep the files you make by mass creation here.',
      logIn: 'Log in',
    },
    trashNote:
      'Groups in the trash cannot be opened: restore them first. The messages of a group in the trash wait until it is restored.',
    folders: {
      name: 'Name',
      defaultName: 'New folder',
      newTitle: 'New folder',
      renameTitle: 'Rename',
      moveTitle: 'Move to folder',
      create: 'Create',
      save: 'Save',
    },
    confirm: {
      deleteForever_one:
        'Delete {{count}} item forever? Messages not sent yet will not go; the made files stay in Ready files.',
      deleteForever_few:
        'Delete {{count}} items forever? Messages not sent yet will not go; the made files stay in Ready files.',
      deleteForever_many:
        'Delete {{count}} items forever? Messages not sent yet will not go; the made files stay in Ready files.',
      deleteForever_other:
        'Delete {{count}} items forever? Messages not sent yet will not go; the made files stay in Ready files.',
      clearTrash: 'Delete everything in the trash forever? The made files stay in Ready files.',
    },
    done: {
      folderCreated: 'Folder created',
      renamed: 'Renamed',
      moved: 'Items moved: {{count}}',
      trashed: 'Moved to trash: {{count}}',
      restored: 'Restored: {{count}}',
      deleted: 'Deleted forever: {{count}}',
      cleared: 'Trash cleared',
      restoredToRoot:
        'Some groups went back to the top of the Drive: their folder is deleted or in the trash.',
    },
  },
  errors: docsErrors,
};

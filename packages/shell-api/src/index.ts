// The typed contract between the shell and the areas (CONVENTIONS: "the chrome is an app, areas
// contribute by name"). Areas get a `ShellApi` as single-spa custom props and never import shell code.
export type {
  ShellApi,
  ModalRequest,
  ModalHandle,
  ToastRequest,
  AreaMountProps,
} from './shell-api.types';
export { createAreaLifecycles } from './area-lifecycles';
export type { AreaDefinition } from './area-lifecycles';
export { useShellApi, ShellApiContext } from './shell-api.context';
export { initI18n } from './i18n';
// The language choice is contracts' (the backend hints a page's strings by it); kept here too.
export { detectLanguage, browserLanguage } from '@gramota/contracts';
export { runStandalone } from './standalone';
export { parseRoute, buildAppPath, keepEmbed, useRoute, APP_BASE } from './route';
export { usePageNavigation, isOwnPagePath } from './area-navigation';
export type { AppRoute } from './route';
export {
  LOGIN_PATH,
  LOGIN_REASONS,
  isSafeReturnPath,
  rememberLoginReturn,
  peekLoginReturn,
  takeLoginReturn,
} from './login-return';
export type { LoginReason, LoginReturn } from './login-return';
export { useUserKey } from './use-user-key';
export { folderListingHook } from './folder-listing-hook';
export { useNotify } from './use-notify';
export type { Notify } from '@gramota/ui';
export { ViewAccess } from './view-access.component';
export type { ViewAccessProps } from './view-access.component';
export { FileAreaScreen, useBrowserPreferences, useFileArea } from './file-area-screen.component';
export type { FileAreaPage, FileAreaScreenProps } from './file-area-screen.component';

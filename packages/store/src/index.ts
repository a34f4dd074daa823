// The one Redux store's building blocks (ARCHITECTURE §3). The shell creates the single instance
// with `createAppStore`; areas receive it through single-spa custom props, inject their endpoints
// into `api` and their slices into `rootReducer`.
export { api, baseQuery } from './api';
export { adoptEmbedToken } from './embed-token';
export type { ApiTag } from './api';
export {
  profileSlice,
  selectProfile,
  selectIsLoggedIn,
  selectUserKey,
  selectIsAccessMode,
} from './profile.slice';
export type { ProfileState } from './profile.slice';
export { settingsSlice, selectSettings, saveSettings } from './settings.slice';
export { appModeSlice, selectAppMode, appModeActions } from './app-mode.slice';
export type { AppModeState, DisplayMode } from './app-mode.slice';
export { rootReducer, createAppStore } from './store';
export type { AppStore, RootState, AppDispatch, LazyLoadedSlices } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
export { loadSession, refreshSession } from './session';
export * from './accounts.api';
export * from './delivery.api';
export * from './printers.api';
export * from './stamp-vault.api';
export * from './embed.api';
export { shareEndpoints, shareHooks, type ShareEndpoints } from './share-endpoints';

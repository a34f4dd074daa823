import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { appModeSlice } from './app-mode.slice';
import { profileSlice } from './profile.slice';
import { settingsSlice } from './settings.slice';

/**
 * Areas declare their own slices here by module augmentation, then call
 * `rootReducer.inject(slice)` (RTK 2 code splitting).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  profileSlice,
  settingsSlice,
  appModeSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

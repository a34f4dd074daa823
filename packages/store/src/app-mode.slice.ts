import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DisplayMode = 'web' | 'pwa' | 'embed';

export interface AppModeState {
  display: DisplayMode;
  online: boolean;
  /** Areas whose code could not be loaded; the shell shows 'Data retrieval error' while one is active. */
  failedAreas: string[];
}

const initialState: AppModeState = { display: 'web', online: true, failedAreas: [] };

export const appModeSlice = createSlice({
  name: 'appMode',
  initialState,
  reducers: {
    setDisplay(state, action: PayloadAction<DisplayMode>) {
      state.display = action.payload;
    },
    setOnline(state, action: PayloadAction<boolean>) {
      if (state.online !== action.payload) state.online = action.payload;
    },
    areaLoadFailed(state, action: PayloadAction<string>) {
      if (!state.failedAreas.includes(action.payload)) state.failedAreas.push(action.payload);
    },
    areaLoaded(state, action: PayloadAction<string>) {
      state.failedAreas = state.failedAreas.filter((name) => name !== action.payload);
    },
  },
  selectors: {
    selectAppMode: (state) => state,
  },
});

export const appModeActions = appModeSlice.actions;
export const { selectAppMode } = appModeSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Settings } from '@gramota/contracts';
import { api } from './api';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: {} as Settings,
  reducers: {
    merge(state, action: PayloadAction<Settings>) {
      Object.assign(state, action.payload);
    },
    replace(_state, action: PayloadAction<Settings>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      api.endpoints.profileGet.matchFulfilled,
      (_state, { payload }) => payload.settings,
    );
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { selectSettings } = settingsSlice.selectors;

interface SettingsThunkApi {
  dispatch: (action: unknown) => unknown;
  getState: () => { settings: Settings };
}

/**
 * Changes settings optimistically (ARCHITECTURE §3): the store updates at once, the server is told
 * with profile-set-settings, and the old values come back if the server refuses.
 */
export const saveSettings =
  (changes: Settings) =>
  async (dispatch: SettingsThunkApi['dispatch'], getState: SettingsThunkApi['getState']) => {
    const previous = getState().settings;
    dispatch(settingsSlice.actions.merge(changes));
    const request = dispatch(api.endpoints.setSettings.initiate(changes)) as {
      unwrap: () => Promise<unknown>;
    };
    try {
      await request.unwrap();
      return true;
    } catch {
      dispatch(settingsSlice.actions.replace(previous));
      return false;
    }
  };

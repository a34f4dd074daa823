import { createSlice } from '@reduxjs/toolkit';
import type { ProfileAnswer } from '@gramota/contracts';
import { api } from './api';

export interface ProfileState {
  userKey: string | null;
  loggedIn: boolean;
  data: Omit<ProfileAnswer, 'result' | 'settings'> | null;
}

const initialState: ProfileState = { userKey: null, loggedIn: false, data: null };

/** Filled from the server answers; nothing here is written by hand in components. */
export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(api.endpoints.loginCheck.matchFulfilled, (state, { payload }) => {
      state.userKey = payload.user_key;
      state.loggedIn = payload.login;
    });
    builder.addMatcher(api.endpoints.profileGet.matchFulfilled, (state, { payload }) => {
      const { result: _result, settings: _settings, ...data } = payload;
      state.data = data;
      state.loggedIn = payload.login;
    });
  },
  selectors: {
    selectProfile: (state) => state.data,
    selectIsLoggedIn: (state) => state.loggedIn,
    selectUserKey: (state) => state.userKey,
    /** Working in another user's account through granted access (seed 000 §4). */
    selectIsAccessMode: (state) => state.data?.is_access === 'true',
  },
});

export const { selectProfile, selectIsLoggedIn, selectUserKey, selectIsAccessMode } =
  profileSlice.selectors;

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInfo } from '@mweb/api-contract';
import {
  DEFAULT_MEMBER_TYPE,
  isRealMember,
  isTrial,
  memberTypeOf,
} from '@mweb/api-contract/client';

export interface SessionState {
  token: string | null;
  userName: string | null;
  merchantCode: string | null;
  type: number | null;
  firstTimeLogin: boolean;
}

export const emptySession: SessionState = {
  token: null,
  userName: null,
  merchantCode: null,
  type: null,
  firstTimeLogin: false,
};

/** The gateway said the session is gone (`login.not.session`); the app logs the member out. */
export const sessionExpired = createAction('session/expired');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    /** A login, registration or free play succeeded. */
    sessionStarted: (_state, action: PayloadAction<SessionInfo>) => ({
      token: action.payload.token,
      userName: action.payload.userName,
      merchantCode: action.payload.merchantCode,
      type: action.payload.type,
      firstTimeLogin: action.payload.firstTimeLogin,
    }),
    /** Logout, or anything else that ends the session on purpose. */
    sessionCleared: () => emptySession,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => emptySession);
  },
  selectors: {
    selectSession: (state) => state,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    /** The member type, with the trial default when logged in without one. */
    selectMemberType: (state) =>
      state.token === null ? null : memberTypeOf(state.type ?? DEFAULT_MEMBER_TYPE),
    selectIsRealMember: (state) => state.token !== null && isRealMember(state.type),
    selectIsTrial: (state) => state.token !== null && isTrial(state.type),
    selectUserName: (state) => state.userName,
  },
});

export const { sessionStarted, sessionCleared } = sessionSlice.actions;
export const {
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectMemberType,
  selectIsRealMember,
  selectIsTrial,
  selectUserName,
} = sessionSlice.selectors;

import type { ScreenName } from '@mweb/api-client/screens';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ShellNoticeKind = 'success' | 'fail' | 'info';

/** A notice the shell shows for something that happened outside any screen. */
export interface ShellNotice {
  id: number;
  kind: ShellNoticeKind;
  /** A dictionary key (`errors:session_logged_out`), or a message the gateway already localised. */
  message: { key: string } | { text: string };
  durationMs?: number;
}

export interface ShellState {
  notice: ShellNotice | null;
  /** The home page's game category (SPEC.md section 3, `homeGameCategory`, default HOT). */
  homeCategory: string;
  /** The screen the shell should go to (after the session expired, for instance). */
  redirectTo: ScreenName | null;
}

const initialShell: ShellState = { notice: null, homeCategory: 'HOT', redirectTo: null };

let nextNoticeId = 1;

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShell,
  reducers: {
    noticeRequested: {
      reducer: (state, action: PayloadAction<ShellNotice>) => {
        state.notice = action.payload;
      },
      prepare: (notice: Omit<ShellNotice, 'id'>) => ({
        payload: { ...notice, id: nextNoticeId++ },
      }),
    },
    noticeShown: (state, action: PayloadAction<number>) => {
      if (state.notice?.id === action.payload) state.notice = null;
    },
    redirectRequested: (state, action: PayloadAction<ScreenName>) => {
      state.redirectTo = action.payload;
    },
    homeCategorySelected: (state, action: PayloadAction<string>) => {
      state.homeCategory = action.payload;
    },
    redirected: (state) => {
      state.redirectTo = null;
    },
  },
  selectors: {
    selectShellNotice: (state) => state.notice,
    selectRedirect: (state) => state.redirectTo,
    selectHomeCategory: (state) => state.homeCategory,
  },
});

export const { noticeRequested, noticeShown, redirectRequested, redirected, homeCategorySelected } =
  shellSlice.actions;
export const { selectShellNotice, selectRedirect, selectHomeCategory } = shellSlice.selectors;

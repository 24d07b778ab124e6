import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UrlRefusal } from './url-policy';

/** A tapped link to a host outside the allow-list, waiting for the player's word. */
export interface LeaveConfirmation {
  href: string;
  host: string;
}

/** Why the app did not go where the server asked: the policy's reasons, or a foreign redirect. */
export type LeaveRefusalReason = UrlRefusal | 'foreign';

export interface LeavingState {
  confirmation: LeaveConfirmation | null;
  /** The latest refusal, until the shell has told the player. */
  refusal: { id: number; reason: LeaveRefusalReason } | null;
}

const initialLeaving: LeavingState = { confirmation: null, refusal: null };

let nextRefusalId = 1;

/**
 * Leaving the app, as state: the features ask (`useLeaveApp`), the app's shell shows the
 * interstitial and the refusal notice, so every feature leaves the app the same way.
 */
export const leavingSlice = createSlice({
  name: 'leaving',
  initialState: initialLeaving,
  reducers: {
    leaveConfirmationRequested: (state, action: PayloadAction<LeaveConfirmation>) => {
      state.confirmation = action.payload;
    },
    leaveConfirmationSettled: (state) => {
      state.confirmation = null;
    },
    leaveRefused: {
      reducer: (state, action: PayloadAction<{ id: number; reason: LeaveRefusalReason }>) => {
        state.refusal = action.payload;
      },
      prepare: (reason: LeaveRefusalReason) => ({ payload: { id: nextRefusalId++, reason } }),
    },
    leaveRefusalShown: (state, action: PayloadAction<number>) => {
      if (state.refusal?.id === action.payload) state.refusal = null;
    },
  },
  selectors: {
    selectLeaveConfirmation: (state) => state.confirmation,
    selectLeaveRefusal: (state) => state.refusal,
  },
});

export const {
  leaveConfirmationRequested,
  leaveConfirmationSettled,
  leaveRefused,
  leaveRefusalShown,
} = leavingSlice.actions;
export const { selectLeaveConfirmation, selectLeaveRefusal } = leavingSlice.selectors;

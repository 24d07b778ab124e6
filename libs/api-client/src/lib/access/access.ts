// Who may open a screen or take an action (SPEC.md section 6), and what a player who may not
// meets. The one implementation: the app's shell applies it to every screen from the screen's
// record, and an action inside a screen (a tap on a game, on the inbox) asks `useAccess`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAgent, isTrial } from '@mweb/api-contract/client';
import type { SessionState } from '../session/session.slice';

/**
 * Who may: anyone, guests included; a logged-in member, trial accounts included; a real member
 * (types 0, 1, 2); an agent (types 1 and 2).
 */
export type ScreenAccess = 'guest' | 'member' | 'realMember' | 'agent';

/**
 * What a trial account meets where real members only may go: `free_reject` for 2 s; the deposit
 * message ("Please login an actual account to use this function"); the member centre's prompt to
 * register a real account (SPEC.md sections 4, 6 and 8).
 */
export type TrialRefusal = 'free_reject' | 'deposit' | 'register';

/** Whether the session may, and if not, why: a guest logs in, a trial account is refused. */
export type AccessVerdict = 'open' | 'login' | 'trial' | 'agentsOnly';

/** How long a refusal notice shows (free_reject: 2 s, SPEC.md section 9). */
export const REFUSAL_NOTICE_MS = 2_000;

/** The dictionary key of each refusal's message; the shell loads both namespaces at start. */
export const REFUSAL_KEYS: Record<TrialRefusal, string> = {
  free_reject: 'common:free_reject',
  deposit: 'errors:trial_restricted',
  register: 'common:access.register_prompt',
};

/** The verdict on `access` for a session. */
export function accessVerdict(access: ScreenAccess, session: SessionState): AccessVerdict {
  if (access === 'guest') return 'open';
  if (session.token === null) return 'login';
  if (access === 'member') return 'open';
  if (access === 'agent') return isAgent(session.type) ? 'open' : 'agentsOnly';
  return isTrial(session.type) ? 'trial' : 'open';
}

export interface AccessState {
  /** The latest refusal, until the shell has shown it (or, for `register`, it was answered). */
  refusal: { id: number; refusal: TrialRefusal } | null;
}

const initialAccess: AccessState = { refusal: null };

let nextRefusalId = 1;

/** Refusals as state: whoever refuses asks, the app's shell shows the notice or the prompt. */
export const accessSlice = createSlice({
  name: 'access',
  initialState: initialAccess,
  reducers: {
    accessRefused: {
      reducer: (state, action: PayloadAction<{ id: number; refusal: TrialRefusal }>) => {
        state.refusal = action.payload;
      },
      prepare: (refusal: TrialRefusal) => ({ payload: { id: nextRefusalId++, refusal } }),
    },
    accessRefusalShown: (state, action: PayloadAction<number>) => {
      if (state.refusal?.id === action.payload) state.refusal = null;
    },
  },
  selectors: { selectAccessRefusal: (state) => state.refusal },
});

export const { accessRefused, accessRefusalShown } = accessSlice.actions;
export const { selectAccessRefusal } = accessSlice.selectors;

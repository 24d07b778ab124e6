import { describe, expect, it } from 'vitest';
import {
  emptySession,
  selectIsLoggedIn,
  selectIsRealMember,
  selectIsTrial,
  selectMemberType,
  sessionCleared,
  sessionExpired,
  sessionSlice,
  sessionStarted,
} from './session.slice';
import { testSession } from '../../testing/create-test-store';

const started = sessionSlice.reducer(
  emptySession,
  sessionStarted(testSession({ token: 't', userName: 'trial_7', type: 4 })),
);
const stateOf = (session: typeof started) => ({ session });

describe('the session slice', () => {
  it('holds a started session and tells a trial account from a real one', () => {
    expect(selectIsLoggedIn(stateOf(started))).toBe(true);
    expect(selectIsTrial(stateOf(started))).toBe(true);
    expect(selectIsRealMember(stateOf(started))).toBe(false);
    expect(selectMemberType(stateOf(started))).toBe(4);
  });

  it('is a guest with no member type before any login', () => {
    expect(selectIsLoggedIn(stateOf(emptySession))).toBe(false);
    expect(selectIsTrial(stateOf(emptySession))).toBe(false);
    expect(selectMemberType(stateOf(emptySession))).toBeNull();
  });

  it('ends on logout and on expiry', () => {
    expect(sessionSlice.reducer(started, sessionCleared())).toEqual(emptySession);
    expect(sessionSlice.reducer(started, sessionExpired())).toEqual(emptySession);
  });
});

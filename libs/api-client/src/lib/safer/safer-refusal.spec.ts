import { describe, expect, it } from 'vitest';
import { saferRefusalOf } from './safer-refusal';

const failure = (value: unknown) => ({
  status: 403,
  errorCode: 'safer.blocked',
  message: 'Taking a break.',
  value,
});

describe('saferRefusalOf', () => {
  it('reads a break, an exclusion and a deposit limit', () => {
    expect(saferRefusalOf(failure({ reason: 'break', until: 5 }))).toEqual({
      reason: 'break',
      until: 5,
    });
    expect(saferRefusalOf(failure({ reason: 'selfExclusion', until: null }))).toEqual({
      reason: 'selfExclusion',
      until: null,
    });
    expect(
      saferRefusalOf(
        failure({ reason: 'depositLimit', remaining: 12.5, resetsAt: 9, period: 'week' }),
      ),
    ).toEqual({ reason: 'depositLimit', remaining: 12.5, resetsAt: 9, period: 'week' });
  });

  it('leaves any other failure to the gateway message', () => {
    expect(saferRefusalOf(failure({ captcha: true }))).toBeUndefined();
    expect(saferRefusalOf(failure({ reason: 'break', until: 'soon' }))).toBeUndefined();
    expect(saferRefusalOf(new Error('boom'))).toBeUndefined();
  });
});

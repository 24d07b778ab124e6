import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, failureEnvelope, successEnvelope } from './envelope';

describe('the gateway envelope', () => {
  const numberEnvelope = envelope(z.number());

  it('reads a success with its value', () => {
    expect(successEnvelope(z.number()).parse({ success: true, value: 3 })).toEqual({
      success: true,
      value: 3,
    });
  });

  it('reads a failure, its message defaulting to empty', () => {
    expect(failureEnvelope.parse({ success: false, errorCode: 'login.not.session' })).toEqual({
      success: false,
      errorCode: 'login.not.session',
      message: '',
    });
  });

  it('keeps the value of a failure, where the captcha flag travels', () => {
    const parsed = numberEnvelope.parse({
      success: false,
      errorCode: 'login.fail',
      message: 'No',
      value: { captcha: true },
    });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.value).toEqual({ captcha: true });
  });

  it('rejects a success whose value has the wrong shape', () => {
    expect(numberEnvelope.safeParse({ success: true, value: 'three' }).success).toBe(false);
  });

  it('rejects an answer that is not an envelope', () => {
    expect(numberEnvelope.safeParse({ value: 3 }).success).toBe(false);
    expect(numberEnvelope.safeParse('<html>Bad gateway</html>').success).toBe(false);
  });
});

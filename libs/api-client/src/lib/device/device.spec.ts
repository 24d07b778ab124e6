import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../testing/create-test-store';
import { createTypedStorage } from '../storage/storage';
import { recallCredentials, rememberCredentials } from './credentials';
import { forgetCredentials, rememberedName } from './remembered-login';
import { loginDeviceId, randomUuid } from './device-id';

const freshStorage = () => {
  const local = new MemoryStorage();
  return {
    local,
    storage: createTypedStorage({ local, session: new MemoryStorage() }, () => undefined),
  };
};

describe('loginDeviceId', () => {
  it('is made once and then kept', () => {
    const { storage } = freshStorage();
    const first = loginDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(loginDeviceId(storage)).toBe(first);
  });

  it('makes distinct version-4 ids', () => {
    expect(randomUuid()).not.toBe(randomUuid());
  });
});

describe('remembered credentials', () => {
  it('round-trips per login method, never storing the password in clear', () => {
    const { local, storage } = freshStorage();
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' }, storage);
    rememberCredentials(
      'sms',
      { username: '912345678', password: 'Sms-pass-1', countryDialingCode: '84' },
      storage,
    );
    expect(JSON.stringify([local.getItem('remPass'), local.getItem('sass')])).not.toContain(
      'Demo1234!',
    );
    expect(recallCredentials('username', storage)).toEqual({
      username: 'demo01',
      password: 'Demo1234!',
    });
    expect(recallCredentials('sms', storage)).toEqual({
      username: '912345678',
      password: 'Sms-pass-1',
      countryDialingCode: '84',
    });
  });

  it('remembers a number without a password for SMS login, storing no key for it', () => {
    const { local, storage } = freshStorage();
    rememberCredentials(
      'sms',
      { username: '912345678', password: '', countryDialingCode: '84' },
      storage,
    );
    expect(local.getItem('sass')).toBeNull();
    expect(recallCredentials('sms', storage)).toEqual({
      username: '912345678',
      password: '',
      countryDialingCode: '84',
    });
  });

  it('encrypts the same password differently each time (random IV)', () => {
    const { local, storage } = freshStorage();
    rememberCredentials('username', { username: 'a', password: 'same' }, storage);
    const first = local.getItem('remPass');
    rememberCredentials('username', { username: 'a', password: 'same' }, storage);
    expect(local.getItem('remPass')).not.toBe(first);
  });

  it('forgets credentials whose device key is gone or that were tampered with', () => {
    const { local, storage } = freshStorage();
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' }, storage);
    local.removeItem('sass');
    expect(recallCredentials('username', storage)).toBeUndefined();
    expect(local.getItem('remPass')).toBeNull();
  });

  it('tells the remembered name, and whether a password is sealed with it, without the cipher', () => {
    const { local, storage } = freshStorage();
    expect(rememberedName('username', storage)).toBeUndefined();
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' }, storage);
    rememberCredentials(
      'sms',
      { username: '912', password: '', countryDialingCode: '84' },
      storage,
    );
    expect(rememberedName('username', storage)).toEqual({
      username: 'demo01',
      sealedPassword: true,
    });
    expect(rememberedName('sms', storage)).toEqual({
      username: '912',
      countryDialingCode: '84',
      sealedPassword: false,
    });
    local.setItem('remPass', '{not json');
    expect(rememberedName('username', storage)).toBeUndefined();
  });

  it('forgets one method or all', () => {
    const { storage } = freshStorage();
    rememberCredentials('username', { username: 'demo01', password: 'x1' }, storage);
    rememberCredentials('sms', { username: '9123', password: 'x2' }, storage);
    forgetCredentials('username', storage);
    expect(recallCredentials('username', storage)).toBeUndefined();
    expect(recallCredentials('sms', storage)?.password).toBe('x2');
    forgetCredentials(undefined, storage);
    expect(recallCredentials('sms', storage)).toBeUndefined();
  });
});

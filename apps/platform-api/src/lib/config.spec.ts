import { describe, expect, it } from 'vitest';
import { configFrom } from './config';

describe('configFrom', () => {
  it('listens on 3000 on this machine only by default; HOST opens it up', () => {
    expect(configFrom({})).toMatchObject({ port: 3000, host: '127.0.0.1' });
    expect(configFrom({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes PORT from the environment', () => {
    expect(configFrom({ PORT: '8080' }).port).toBe(8080);
  });

  it.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => configFrom({ PORT: port })).toThrow(/PORT must be a whole number/);
  });

  it('believes X-Forwarded-For only when told to', () => {
    expect(configFrom({}).trustProxy).toBe(false);
    expect(configFrom({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => configFrom({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(configFrom({ DATABASE_URL: 'postgres://u:p@h/db' }).databaseUrl).toBe(
      'postgres://u:p@h/db',
    );
  });

  it('has development controls only when asked for by name, and never in production', () => {
    expect(configFrom({}).devControls).toBe(false);
    expect(configFrom({ NODE_ENV: 'development' }).devControls).toBe(false);
    expect(configFrom({ PLATFORM_DEV_CONTROLS: 'true' }).devControls).toBe(false);
    expect(configFrom({ PLATFORM_DEV_CONTROLS: '1' }).devControls).toBe(true);
    expect(configFrom({ PLATFORM_DEV_CONTROLS: '1', NODE_ENV: 'development' }).devControls).toBe(
      true,
    );
    expect(configFrom({ PLATFORM_DEV_CONTROLS: '1', NODE_ENV: 'production' }).devControls).toBe(
      false,
    );
  });

  it('speaks HTTPS when given a certificate and its key, and refuses one without the other', () => {
    expect(configFrom({}).tls).toBeUndefined();
    expect(
      configFrom({ TLS_CERT_FILE: '/keys/cert.pem', TLS_KEY_FILE: '/keys/key.pem' }).tls,
    ).toEqual({
      certFile: '/keys/cert.pem',
      keyFile: '/keys/key.pem',
    });
    expect(() => configFrom({ TLS_CERT_FILE: '/keys/cert.pem' })).toThrow(/go together/);
    expect(() => configFrom({ TLS_KEY_FILE: '/keys/key.pem' })).toThrow(/go together/);
  });
});

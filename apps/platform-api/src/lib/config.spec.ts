import { describe, expect, it } from 'vitest';
import { configFrom } from './config';

describe('configFrom', () => {
  it('listens on 3000 on every interface by default', () => {
    expect(configFrom({})).toMatchObject({ port: 3000, host: '0.0.0.0' });
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

  it('keeps development controls out of production', () => {
    expect(configFrom({ NODE_ENV: 'production' }).devControls).toBe(false);
    expect(configFrom({}).devControls).toBe(true);
  });
});

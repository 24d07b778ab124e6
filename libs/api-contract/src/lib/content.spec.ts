import { describe, expect, it } from 'vitest';
import { systemStatus, systemStatusValue } from './content';

const status = {
  info: {
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/room' }],
    resources: [{ resourceType: 'Android', url: '/downloads/app.apk' }],
    whitelabel: [
      { modId: 'REG', enabled: '1', childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1' }] },
    ],
    imageCDNs: ['/cdn'],
  },
  location: { ip: '203.0.113.7' },
  maintenance: { enabled: false },
  regionRestriction: { enabled: false },
};

describe('the status call', () => {
  it('is a no-cache public GET on the evidenced path', () => {
    expect(systemStatus).toMatchObject({
      method: 'GET',
      path: '/wps/v2/system/status',
      needsToken: false,
      noCache: true,
      encrypted: false,
      evidence: 'E',
    });
  });

  it('reads a status with a nested whitelabel tree', () => {
    expect(systemStatusValue.parse(status).info.whitelabel[0]?.childrenNodes?.[0]?.modId).toBe(
      'USERNAMEREG3',
    );
  });

  it('refuses a whitelabel flag spelled as a boolean', () => {
    const wrong = {
      ...status,
      info: { ...status.info, whitelabel: [{ modId: 'REG', enabled: true }] },
    };
    expect(systemStatusValue.safeParse(wrong).success).toBe(false);
  });

  it('requires the device query to be MOBILE', () => {
    expect(systemStatus.query.safeParse({ device: 'MOBILE' }).success).toBe(true);
    expect(systemStatus.query.safeParse({ device: 'WEB' }).success).toBe(false);
  });
});

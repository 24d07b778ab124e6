import type { SystemStatusValue } from '@mweb/api-contract';

/**
 * The demo merchant's site configuration. The database-backed seed replaces this once the
 * platform has storage; until then it is the whole of what the platform knows about its site.
 */
export function demoSiteStatus(clientIp: string): SystemStatusValue {
  return {
    info: {
      customerService: [],
      resources: [],
      whitelabel: [],
      imageCDNs: [''],
    },
    location: { ip: clientIp },
    maintenance: { enabled: false },
    regionRestriction: { enabled: false },
  };
}

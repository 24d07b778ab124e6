import type { SystemStatusValue, WhitelabelNode } from '@mweb/api-contract';
import { registerSettings } from '@mweb/api-contract';
import { z } from 'zod';
import { readSetting, type Platform } from './platform';
import { readSaferConfig } from './safer-gambling';

/** A whitelabel module is on when it and every module above it are on. */
export async function isWhitelabelOn(platform: Platform, modId: string): Promise<boolean> {
  let current = await platform.db
    .selectFrom('whitelabel_modules')
    .selectAll()
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  while (current) {
    if (current.enabled !== 1) return false;
    if (!current.parent_mod_id) return true;
    current = await platform.db
      .selectFrom('whitelabel_modules')
      .selectAll()
      .where('mod_id', '=', current.parent_mod_id)
      .executeTakeFirst();
  }
  return false;
}

async function whitelabelTree(platform: Platform): Promise<WhitelabelNode[]> {
  const rows = await platform.db
    .selectFrom('whitelabel_modules')
    .selectAll()
    .orderBy('sort')
    .execute();
  const node = (modId: string, enabled: number): WhitelabelNode => {
    const children = rows.filter((row) => row.parent_mod_id === modId);
    return {
      modId,
      enabled: enabled === 1 ? '1' : '0',
      ...(children.length > 0
        ? { childrenNodes: children.map((child) => node(child.mod_id, child.enabled)) }
        : {}),
    };
  };
  return rows
    .filter((row) => row.parent_mod_id === null)
    .map((row) => node(row.mod_id, row.enabled));
}

/** The app window switch and the logged-in-only restriction (SPEC.md section 4). */
const appDownloadSetting = z.object({ enabled: z.boolean(), loggedInOnly: z.boolean() });

export const siteSwitches = z.object({ maintenance: z.boolean(), regionRestriction: z.boolean() });

export function isSlideCheckOn(platform: Pick<Platform, 'db'>): Promise<boolean> {
  return readSetting(platform, 'slideCheck', z.boolean(), true);
}

export async function readSwitches(platform: Platform) {
  return {
    maintenance: await readSetting(platform, 'maintenance', z.boolean(), false),
    regionRestriction: await readSetting(platform, 'regionRestriction', z.boolean(), false),
    /** Whether username logins and registrations need a solved slide challenge (on by default). */
    slideCheck: await isSlideCheckOn(platform),
  };
}

/** The status call's answer, from the database: the switches of /dev/status show up here. */
export async function siteStatus(platform: Platform, clientIp: string): Promise<SystemStatusValue> {
  const [
    customerService,
    resources,
    register,
    whitelabel,
    switches,
    templates,
    appDownload,
    saferGambling,
  ] = await Promise.all([
    platform.db.selectFrom('customer_service').selectAll().orderBy('id').execute(),
    platform.db.selectFrom('resources').selectAll().orderBy('resource_type').execute(),
    readSetting(platform, 'register', registerSettings, {}),
    whitelabelTree(platform),
    readSwitches(platform),
    readSetting(platform, 'templates', z.record(z.string(), z.string()), {}),
    readSetting(platform, 'appDownload', appDownloadSetting, {
      enabled: true,
      loggedInOnly: false,
    }),
    readSaferConfig(platform),
  ]);
  const now = platform.now();
  return {
    info: {
      customerService: customerService.map((row) => ({ csType: row.cs_type, path: row.path })),
      domainRoute: '/m/',
      mobileTemplate: templates,
      paths: { app: '/m/', docs: '/docs', media: '/media/' },
      register,
      resources: resources.map((row) => ({ resourceType: row.resource_type, url: row.url })),
      whitelabel,
      mainDomain: '',
      imageCDNs: [''],
      launchGameCDNs: [''],
      appDownload,
      saferGambling,
    },
    location: { ip: clientIp },
    maintenance: switches.maintenance
      ? {
          enabled: true,
          content: {
            data: {
              maintainTime: new Date(now).toISOString(),
              endTime: new Date(now + 2 * 3_600_000).toISOString(),
            },
          },
        }
      : { enabled: false },
    regionRestriction: { enabled: switches.regionRestriction },
  };
}

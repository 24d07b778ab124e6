import type { SystemStatusValue } from '@mweb/api-contract';

/**
 * The site's gate, by the rule of SPEC.md section 4: 1 when maintenance is on (even with a region
 * restriction), 2 when only a region restriction applies, 0 otherwise.
 */
export const SystemStatus = {
  Normal: 0,
  Maintenance: 1,
  RegionRestricted: 2,
} as const;

export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

type Gates = Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>;

/** Decides the gate from the status answer; maintenance wins over a region restriction. */
export function systemStatusOf({ maintenance, regionRestriction }: Gates): SystemStatusCode {
  if (maintenance.enabled) return SystemStatus.Maintenance;
  if (regionRestriction.enabled) return SystemStatus.RegionRestricted;
  return SystemStatus.Normal;
}

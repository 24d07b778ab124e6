import { z } from 'zod';
import { defineCall } from './call';

/** `'1'` on, `'0'` off: the gateway's spelling of a boolean in the whitelabel tree. */
const flag = z.enum(['0', '1']);

/** One node of the whitelabel tree; the client flattens it into `modId → enabled` flags. */
export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes?: WhitelabelNode[];
}

export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z.array(whitelabelNode).optional(),
  }),
);

/** A customer-service entry; type `'3'` carries a DES-encrypted path (key: its last 8 characters). */
export const customerServiceEntry = z.object({
  csType: z.string(),
  path: z.string(),
});

/** A configured download link or icon (SPEC.md section 3). */
export const resourceEntry = z.object({
  resourceType: z.string(),
  url: z.string(),
});

/** Per registration field: whether it shows, whether it is required and the server's rule for it. */
export const registerFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().optional(),
  patternId: z.string().optional(),
  minLength: z.union([z.number(), z.literal('*')]).optional(),
  maxLength: z.union([z.number(), z.literal('*')]).optional(),
});

export const registerSettings = z.record(z.string(), registerFieldSetting);

/** Maintenance details, when the gateway gives them (GATEWAY.md section 2). */
export const maintenanceInfo = z.object({
  enabled: z.boolean(),
  content: z
    .object({
      data: z
        .object({
          maintainTime: z.string().optional(),
          endTime: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});

/** The status/config answer: site configuration, the caller's location, maintenance and region gates. */
export const systemStatusValue = z.object({
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: z.string().optional(),
    mobileTemplate: z.record(z.string(), z.string()).optional(),
    paths: z.record(z.string(), z.string()).optional(),
    register: registerSettings.optional(),
    resources: z.array(resourceEntry),
    whitelabel: z.array(whitelabelNode),
    mainDomain: z.string().optional(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()).optional(),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: maintenanceInfo,
  regionRestriction: z.object({ enabled: z.boolean() }),
});

export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const systemStatusQuery = z.object({
  device: z.literal('MOBILE'),
  url: z.string().optional(),
  originalDomain: z.string().optional(),
});

/** The site's configuration and gates; fetched on every cold start, cached, refreshed in the background. */
export const systemStatus = defineCall({
  id: 'content.systemStatus',
  method: 'GET',
  path: '/wps/v2/system/status',
  query: systemStatusQuery,
  value: systemStatusValue,
  errors: ['domain_not_available'],
  noCache: true,
  evidence: 'E',
});

import type { SaferRefusal } from '@mweb/api-contract';
import { isApiError } from '../base/api-error';

const REASONS: readonly SaferRefusal['reason'][] = ['break', 'selfExclusion', 'depositLimit'];

const isReason = (value: unknown): value is SaferRefusal['reason'] =>
  REASONS.some((reason) => reason === value);
const optionalNumber = (value: unknown): value is number | undefined =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));

/**
 * What a refusal for a safer-gambling reason carries (a break's or an exclusion's end, what a
 * deposit limit leaves and when it resets), read from any failed call; undefined for any other
 * failure, or one whose value is not that shape, which then reads as the gateway's message.
 */
export function saferRefusalOf(error: unknown): SaferRefusal | undefined {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null)
    return undefined;
  const value: Record<string, unknown> = { ...error.value };
  const until = value['until'];
  if (!isReason(value['reason'])) return undefined;
  if (until !== null && !optionalNumber(until)) return undefined;
  if (!optionalNumber(value['remaining']) || !optionalNumber(value['resetsAt'])) return undefined;
  const period = value['period'];
  return {
    reason: value['reason'],
    ...(until === undefined ? {} : { until }),
    ...(typeof value['remaining'] === 'number' ? { remaining: value['remaining'] } : {}),
    ...(typeof value['resetsAt'] === 'number' ? { resetsAt: value['resetsAt'] } : {}),
    ...(period === 'day' || period === 'week' || period === 'month' ? { period } : {}),
  };
}

import { badRequest } from '../gateway/gateway-error';
import type { TimeRange } from '../services/paging';

/** `startDate`/`endDate` as dates or ISO times; a malformed one is a bad request, not "no filter". */
export function dateRange(query: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): TimeRange {
  const parse = (text: string | undefined, endOfDay: boolean) => {
    if (!text) return undefined;
    const value = Date.parse(
      /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`
        : text,
    );
    if (Number.isNaN(value)) throw badRequest(`Not a date: ${text}`);
    return value;
  };
  return { from: parse(query.startDate, false), to: parse(query.endDate, true) };
}

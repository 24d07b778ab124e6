/** The popup list is applied this long after mount or a change of the list (SPEC.md section 9). */
export const POPUP_APPLY_DELAY_MS = 500;

/** When a promotion popup is shown (SPEC.md section 3, "Popup item"). */
export type PopupExecution = 'A' | 'B' | 'F';

/** The local-storage key of the "do not show again" flag: one for members, one for guests. */
export function popupDismissKey(loggedIn: boolean): 'SHELL_PU_A' | 'SHELL_PU_B' {
  return loggedIn ? 'SHELL_PU_A' : 'SHELL_PU_B';
}

/**
 * Logged-in members see execution A, plus F on their first login; guests see execution B. Takes
 * the contract's popup announcements (`Announcement` from api-client) or anything carrying `execution`.
 */
export function popupsFor<T extends { execution?: PopupExecution | undefined }>(
  items: readonly T[],
  viewer: { loggedIn: boolean; firstTimeLogin: boolean },
): T[] {
  return items.filter((item) => {
    if (!viewer.loggedIn) return item.execution === 'B';
    return item.execution === 'A' || (item.execution === 'F' && viewer.firstTimeLogin);
  });
}

/** A leading heading of an item's HTML, and the text inside it. */
const LEADING_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i;

/** Text as a reader sees it: tags gone, the common entities read, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/**
 * The popup's dialog already shows the item's title; operators often open the content with the
 * same title as a heading, which then showed twice. That first heading goes when it repeats the
 * title; any other heading stays.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const heading = LEADING_HEADING.exec(html);
  if (!heading || visibleText(heading[2] ?? '') !== visibleText(title)) return html;
  return html.slice(heading[0].length);
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1_000;

/**
 * The app-download countdown promotion's deadline, drawn at load: 2 to 9 hours plus 0-59 minutes
 * and 0-59 seconds from now. `random` returns numbers in [0, 1), like Math.random.
 */
export function promoCountdownDeadline(now: number, random: () => number = Math.random): number {
  const pick = (count: number) => Math.min(count - 1, Math.floor(random() * count));
  return now + (2 + pick(8)) * HOUR + pick(60) * MINUTE + pick(60) * SECOND;
}

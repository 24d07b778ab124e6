import { describe, expect, it } from 'vitest';
import {
  popupDismissKey,
  popupsFor,
  promoCountdownDeadline,
  withoutRepeatedTitle,
} from './popup-rules';

const items = [
  { id: 'a', execution: 'A' as const },
  { id: 'b', execution: 'B' as const },
  { id: 'f', execution: 'F' as const },
];

describe('popupsFor', () => {
  it('shows guests the B items', () => {
    expect(
      popupsFor(items, { loggedIn: false, firstTimeLogin: false }).map((item) => item.id),
    ).toEqual(['b']);
  });

  it('shows members the A items, and the F items on their first login only', () => {
    expect(
      popupsFor(items, { loggedIn: true, firstTimeLogin: false }).map((item) => item.id),
    ).toEqual(['a']);
    expect(
      popupsFor(items, { loggedIn: true, firstTimeLogin: true }).map((item) => item.id),
    ).toEqual(['a', 'f']);
  });
});

describe('popupDismissKey', () => {
  it('keeps members and guests apart', () => {
    expect(popupDismissKey(true)).toBe('SHELL_PU_A');
    expect(popupDismissKey(false)).toBe('SHELL_PU_B');
  });
});

describe('promoCountdownDeadline', () => {
  it('is at least 2 hours away', () => {
    expect(promoCountdownDeadline(0, () => 0)).toBe(2 * 3_600_000);
  });

  it('is at most 9:59:59 away, even if the random source touches 1', () => {
    const latest = 9 * 3_600_000 + 59 * 60_000 + 59_000;
    expect(promoCountdownDeadline(0, () => 0.999_999)).toBe(latest);
    expect(promoCountdownDeadline(0, () => 1)).toBe(latest);
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops a leading heading that repeats the title', () => {
    expect(withoutRepeatedTitle('<h3>Welcome  back</h3><p>Your reward.</p>', 'Welcome back')).toBe(
      '<p>Your reward.</p>',
    );
    expect(withoutRepeatedTitle(' <H2 class="t"><b>Tom &amp; Jerry</b></H2>x', 'Tom & Jerry')).toBe(
      'x',
    );
  });

  it('keeps a heading that says something else, and one that does not come first', () => {
    expect(withoutRepeatedTitle('<h3>Rules</h3><p>…</p>', 'Welcome back')).toBe(
      '<h3>Rules</h3><p>…</p>',
    );
    expect(withoutRepeatedTitle('<p>Hi</p><h3>Welcome back</h3>', 'Welcome back')).toBe(
      '<p>Hi</p><h3>Welcome back</h3>',
    );
  });
});

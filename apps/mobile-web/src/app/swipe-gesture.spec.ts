import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './swipe-gesture';

const gesture = { startY: 300, endY: 310, viewportWidth: 400, direction: 'ltr' as const };

describe('isSwipeBack', () => {
  it('is a swipe of 100 px or more from the left edge in a left-to-right page', () => {
    expect(isSwipeBack({ ...gesture, startX: 5, endX: 110 })).toBe(true);
    expect(isSwipeBack({ ...gesture, startX: 5, endX: 90 })).toBe(false);
  });

  it('ignores a swipe that starts away from the edge, such as a carousel swipe', () => {
    expect(isSwipeBack({ ...gesture, startX: 120, endX: 300 })).toBe(false);
  });

  it('ignores a mostly vertical drag', () => {
    expect(isSwipeBack({ ...gesture, startX: 5, endX: 110, endY: 600 })).toBe(false);
  });

  it('comes from the right edge in a right-to-left page', () => {
    expect(isSwipeBack({ ...gesture, direction: 'rtl', startX: 395, endX: 280 })).toBe(true);
    expect(isSwipeBack({ ...gesture, direction: 'rtl', startX: 5, endX: 120 })).toBe(false);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { animatedProperties } from '../internal/story-animations';
import { Marquee } from './marquee';

const meta = {
  title: 'Display/Marquee',
  component: Marquee,
  args: {
    items: [
      'System maintenance on Monday from 02:00 to 04:00',
      'New Vietnam lottery draws every evening',
      'Weekend deposit bonus: 10% extra',
    ],
    placeholder: 'Welcome! Announcements will appear here.',
    label: 'Announcements',
    onActivate: () => undefined,
    icon: '📢',
  },
  parameters: {
    i18n: { placeholder: 'common:home.notice_placeholder', label: 'common:menu.announcements' },
  },
} satisfies Meta<typeof Marquee>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The first title stands still for two seconds; the titles then move on until the last one has
 * passed the strip's left edge, and from then on run in from its right edge, frame after frame on
 * the compositor.
 */
export const Scrolling: Story = {
  play: async ({ canvas }) => {
    const track = canvas.getByText(/System maintenance/);
    // Measured once laid out (by a resize observer, never by forcing a layout mid-render).
    await waitFor(async () => {
      await expect(parseFloat(track.style.getPropertyValue('--mweb-marquee-from'))).toBeGreaterThan(
        0,
      );
      await expect(parseFloat(track.style.getPropertyValue('--mweb-marquee-to'))).toBeLessThan(0);
    });
    const firstPassMs =
      parseFloat(track.style.getPropertyValue('--mweb-marquee-first-pass')) * 1000;
    const timings = track.getAnimations().map((animation) => {
      const { delay, iterations } = animation.effect?.getTiming() ?? {};
      return { name: (animation as CSSAnimation).animationName, delay, iterations };
    });
    // CSS modules suffix the keyframes' names.
    await expect(timings.map(({ name }) => name.replace(/^_|_\w+$/g, ''))).toEqual([
      'first-pass',
      'scroll',
    ]);
    await expect(timings.map(({ delay, iterations }) => [delay, iterations])).toEqual([
      [2000, 1],
      [2000 + firstPassMs, Infinity],
    ]);
    // Each pass on the compositor: one moves `translate`, the other `transform`.
    await expect(track.getAnimations().map(animatedProperties)).toEqual([
      ['translate'],
      ['transform'],
    ]);
  },
};
export const Placeholder: Story = { args: { items: [] } };

/**
 * While the page around it loads (its root carries `data-loading`), the titles hold still and the
 * hold has not begun; once it has settled, they move.
 */
export const WhileThePageLoads: Story = {
  beforeEach: () => {
    document.documentElement.setAttribute('data-loading', '');
    return () => document.documentElement.removeAttribute('data-loading');
  },
  play: async ({ canvas }) => {
    const track = canvas.getByText(/System maintenance/);
    const animations = track.getAnimations();
    await expect(animations).toHaveLength(2);
    await expect(animations.map((animation) => animation.playState)).toEqual(['paused', 'paused']);
    await expect(animations.map((animation) => animation.currentTime)).toEqual([0, 0]);
    document.documentElement.removeAttribute('data-loading');
    await expect(animations.map((animation) => animation.playState)).toEqual([
      'running',
      'running',
    ]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** The titles run from the strip's right edge until the last one has passed its left edge. */
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
  },
};
export const Placeholder: Story = { args: { items: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholderImage } from '../internal/story-images';
import { BannerCarousel } from './banner-carousel';

const slides = [
  {
    id: 'a',
    imageUrl: placeholderImage('Weekend bonus', '#7a3b6b', 750, 300),
    alt: 'Weekend bonus',
  },
  { id: 'b', imageUrl: placeholderImage('New slots', '#3b4a6b', 750, 300), alt: 'New slots' },
  { id: 'c', imageUrl: placeholderImage('Lottery', '#3b6b4a', 750, 300), alt: 'Lottery' },
];

const meta = {
  title: 'Display/BannerCarousel',
  component: BannerCarousel,
  args: {
    slides,
    label: 'Featured',
    pauseLabel: 'Pause',
    playLabel: 'Play',
    goToSlideLabel: 'Go to slide {{index}}',
    roleDescription: 'carousel',
    onSlideClick: () => undefined,
    // The stories show the carousel at once; the app lets the first banner show alone first.
    carouselAfterMs: 0,
  },
  parameters: {
    i18n: {
      label: 'common:home.banners',
      pauseLabel: 'common:action.pause',
      playLabel: 'common:action.play',
      goToSlideLabel: 'common:carousel.go_to_slide',
      roleDescription: 'common:carousel.role',
    },
  },
} satisfies Meta<typeof BannerCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first paint: the first banner alone, a plain sized image, before swiper has loaded. */
export const FirstPaint: Story = {
  args: { staticOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: 'Weekend bonus' });
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '750');
    await expect(first).toHaveAttribute('height', '300');
    await expect(canvas.queryByRole('button', { name: 'Go to slide 2' })).not.toBeInTheDocument();
  },
};

/** Several banners once swiper has taken over: autoplay, loop, and dots a finger can hit. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // swiper is fetched after the first paint; a loaded story server can be slow to serve it.
    const dot = await canvas.findByRole('button', { name: 'Go to slide 2' }, { timeout: 10_000 });
    const box = dot.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};
/** One banner: no loop, no autoplay, no dots. */
export const Single: Story = { args: { slides: slides.slice(0, 1) } };

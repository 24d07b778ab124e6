import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Several: Story = {};
/** One banner: no loop, no autoplay, no dots. */
export const Single: Story = { args: { slides: slides.slice(0, 1) } };

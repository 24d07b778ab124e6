import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel, carouselBehaviour } from './banner-carousel';

const slides = [
  { id: 'a', imageUrl: '/a.jpg', alt: 'Weekend bonus' },
  { id: 'b', imageUrl: '/b.jpg', alt: 'New slots' },
];
const labels = {
  label: 'Featured',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  goToSlideLabel: 'Go to slide {{index}}',
};

describe('BannerCarousel', () => {
  it('loops and advances only with more than one slide, and never for reduced motion', () => {
    expect(carouselBehaviour(1, false)).toEqual({ loop: false, autoplay: false });
    expect(carouselBehaviour(3, false)).toEqual({ loop: true, autoplay: true });
    expect(carouselBehaviour(3, true)).toEqual({ loop: true, autoplay: false });
  });

  it('loads the first banner at once with high priority and the others lazily', () => {
    render(<BannerCarousel slides={slides} {...labels} />);
    const first = screen.getByRole('img', { name: 'Weekend bonus' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'New slots' })).toHaveAttribute('loading', 'lazy');
  });

  it('reports a tapped banner and can be paused', async () => {
    const onSlideClick = vi.fn();
    render(<BannerCarousel slides={slides} {...labels} onSlideClick={onSlideClick} />);
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('img', { name: 'New slots' }));
    expect(onSlideClick).toHaveBeenCalledWith(slides[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no pause button for a single banner', () => {
    render(<BannerCarousel slides={slides.slice(0, 1)} {...labels} />);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel, carouselBehaviour } from './banner-carousel';

const slides = [
  { id: 'a', imageUrl: '/a.jpg', alt: 'Weekend bonus' },
  { id: 'b', imageUrl: '/b.jpg', alt: 'New slots' },
];
/** Waits until the carousel module the component asked for has loaded and rendered. */
async function carouselTakesOver() {
  await act(async () => {
    await import('./banner-swiper');
  });
}

const labels = {
  label: 'Featured',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  goToSlideLabel: 'Go to slide {{index}}',
  carouselAfterMs: 0,
};

describe('BannerCarousel', () => {
  it('loops and advances only with more than one slide, and never for reduced motion', () => {
    expect(carouselBehaviour(1, false)).toEqual({ loop: false, autoplay: false });
    expect(carouselBehaviour(3, false)).toEqual({ loop: true, autoplay: true });
    expect(carouselBehaviour(3, true)).toEqual({ loop: true, autoplay: false });
  });

  it('paints the first banner at once as a sized image with high priority, then hands over to the carousel', async () => {
    render(<BannerCarousel slides={slides} {...labels} imageWidth={640} imageHeight={256} />);
    const first = screen.getByRole('img', { name: 'Weekend bonus' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '256');
    expect(screen.queryByRole('img', { name: 'New slots' })).not.toBeInTheDocument();

    await carouselTakesOver();
    const later = screen.getByRole('img', { name: 'New slots' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('width', '640');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    // Each slide is numbered from the first render, not "1 / N" on every one.
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(
      slides.map((_, index) => `${index + 1} / ${slides.length}`),
    );
  });

  it('keeps the first banner alone until it is due to advance', async () => {
    render(<BannerCarousel slides={slides} {...labels} carouselAfterMs={60_000} />);
    await carouselTakesOver();
    expect(screen.getByRole('img', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to slide 2' })).not.toBeInTheDocument();
  });

  it('reports a tapped banner and can be paused', async () => {
    const onSlideClick = vi.fn();
    render(<BannerCarousel slides={slides} {...labels} onSlideClick={onSlideClick} />);
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    await carouselTakesOver();
    await userEvent.click(screen.getByRole('img', { name: 'New slots' }));
    expect(onSlideClick).toHaveBeenCalledWith(slides[1]);
    // Its icon is drawn by the stylesheet: a character would need whatever font the phone has.
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Play' })).toBeEmptyDOMElement();
  });

  it('advances by itself every autoplay period, and holds still while paused', async () => {
    render(<BannerCarousel slides={slides} {...labels} autoplayMs={40} />);
    await carouselTakesOver();
    const active = () =>
      screen.getAllByRole('group').find((slide) => slide.classList.contains('swiper-slide-active'))
        ?.ariaLabel;
    expect(active()).toBe('1 / 2');
    await waitFor(() => expect(active()).toBe('2 / 2'), { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const held = active();
    await new Promise((done) => setTimeout(done, 200));
    expect(active()).toBe(held);
  });

  it('shows a single banner alone: no carousel, no pause button', () => {
    render(<BannerCarousel slides={slides.slice(0, 1)} {...labels} />);
    expect(screen.getByRole('img', { name: 'Weekend bonus' })).toHaveAttribute('width', '750');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('keeps to the first banner, still tappable, when asked for the first paint alone', async () => {
    const onSlideClick = vi.fn();
    render(<BannerCarousel slides={slides} {...labels} onSlideClick={onSlideClick} staticOnly />);
    await userEvent.click(screen.getByRole('img', { name: 'Weekend bonus' }));
    expect(onSlideClick).toHaveBeenCalledWith(slides[0]);
    expect(screen.queryByRole('button', { name: 'Go to slide 2' })).not.toBeInTheDocument();
  });

  it("keeps the banners' room while there are none yet", () => {
    render(<BannerCarousel slides={[]} {...labels} />);
    expect(screen.getByRole('region', { name: 'Featured' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

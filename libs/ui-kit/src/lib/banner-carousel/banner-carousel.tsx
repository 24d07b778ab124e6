import { Suspense, lazy, useEffect, useState } from 'react';
import { cx } from '../internal/class-names';
import { usePrefersReducedMotion } from '../internal/reduced-motion';
import { BannerImage, type BannerSlide } from './banner-image';
import styles from './banner-carousel.module.css';

export type { BannerSlide } from './banner-image';

/** Banners advance this often (SPEC.md section 9). */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerCarouselProps {
  /** The banners, in order; none yet keeps their room empty (while they load). */
  slides: readonly BannerSlide[];
  /** What the carousel holds, for screen readers (e.g. "Featured"). */
  label: string;
  /** Called when a banner is tapped. */
  onSlideClick?: (slide: BannerSlide) => void;
  /** The pause button's name while playing (e.g. "Pause"). */
  pauseLabel: string;
  /** The pause button's name while paused (e.g. "Play"). */
  playLabel: string;
  /** A pagination dot's name; `{{index}}` is replaced by the slide number (e.g. "Go to slide {{index}}"). */
  goToSlideLabel: string;
  /** What screen readers call this kind of widget (e.g. "carousel" in the current language). */
  roleDescription?: string;
  /** How often it advances, in ms. */
  autoplayMs?: number;
  /** The banner images' size in pixels, which reserves their box before they load. */
  imageWidth?: number;
  imageHeight?: number;
  /**
   * How long the first banner shows alone before the carousel loads and takes over; the autoplay
   * interval by default, since nothing moves before then.
   */
  carouselAfterMs?: number;
  /** Show the first banner alone and never load the carousel (the first paint, as a story shows it). */
  staticOnly?: boolean;
  /** Extra class. */
  className?: string;
}

/** Whether the carousel loops and advances by itself: only with more than one slide and motion allowed. */
export function carouselBehaviour(
  slideCount: number,
  reducedMotion: boolean,
): { loop: boolean; autoplay: boolean } {
  const several = slideCount > 1;
  return { loop: several, autoplay: several && !reducedMotion };
}

const loadSwiper = () => import('./banner-swiper');
const BannerSwiper = lazy(() =>
  loadSwiper().then(({ BannerSwiper }) => ({ default: BannerSwiper })),
);

/**
 * Fetches swiper and its styles `afterMs` after the first banner is on screen; true when they have
 * arrived. Until the first slide is due to advance nothing needs swiper, and loading it later keeps
 * its download and set-up off the main thread while the page is still becoming usable.
 */
function useSwiperLoaded(wanted: boolean, afterMs: number): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const start = () =>
      void loadSwiper().then(() => {
        if (current) setLoaded(true);
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (afterMs > 0) timer = setTimeout(start, afterMs);
    else start();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, afterMs]);
  return loaded;
}

/**
 * The home banner carousel: advances every 5 s, loops only with more than one banner, pauses on
 * touch, focus and the pause button, stays still for reduced motion, runs the other way in
 * right-to-left layouts (swiper reads the direction). The first banner renders at once as a plain
 * sized image (it is the page's largest paint); swiper loads after that first paint and takes
 * over with the same slides. A single banner never loads swiper.
 */
export function BannerCarousel({
  slides,
  label,
  onSlideClick,
  pauseLabel,
  playLabel,
  goToSlideLabel,
  roleDescription,
  autoplayMs = BANNER_AUTOPLAY_MS,
  imageWidth = 750,
  imageHeight = 300,
  staticOnly = false,
  carouselAfterMs = autoplayMs,
  className,
}: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { loop, autoplay } = carouselBehaviour(slides.length, reducedMotion);
  const [paused, setPaused] = useState(false);
  const carousel = useSwiperLoaded(!staticOnly && slides.length > 1, carouselAfterMs);
  const first = slides[0];
  const firstImage = first ? (
    <BannerImage
      slide={first}
      first
      onSlideClick={onSlideClick}
      imageWidth={imageWidth}
      imageHeight={imageHeight}
    />
  ) : null;

  return (
    <section
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-busy={first ? undefined : true}
      className={cx(styles['carousel'], className)}
    >
      {carousel ? (
        <Suspense fallback={firstImage}>
          <BannerSwiper
            slides={slides}
            onSlideClick={onSlideClick}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
            loop={loop}
            autoplay={autoplay}
            autoplayMs={autoplayMs}
            paused={paused}
            goToSlideLabel={goToSlideLabel}
          />
        </Suspense>
      ) : first ? (
        firstImage
      ) : (
        <div
          className={styles['placeholder']}
          style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
        />
      )}
      {autoplay && !staticOnly ? (
        <button
          type="button"
          className={styles['pause']}
          aria-pressed={paused}
          aria-label={paused ? playLabel : pauseLabel}
          onClick={() => setPaused(!paused)}
        />
      ) : null}
    </section>
  );
}

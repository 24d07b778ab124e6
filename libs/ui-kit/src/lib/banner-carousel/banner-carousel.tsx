import { useRef, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { cx } from '../internal/class-names';
import { usePrefersReducedMotion } from '../internal/reduced-motion';
import styles from './banner-carousel.module.css';

/** Banners advance this often (SPEC.md section 9). */
export const BANNER_AUTOPLAY_MS = 5000;

export interface BannerSlide {
  /** A stable id. */
  id: string;
  /** The banner image. */
  imageUrl: string;
  /** What the banner says, for screen readers. */
  alt: string;
}

export interface BannerCarouselProps {
  /** The banners, in order. */
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

/**
 * The home banner carousel: advances every 5 s, loops only with more than one banner, pauses on
 * touch, focus and the pause button, stays still for reduced motion, runs the other way in
 * right-to-left layouts (swiper reads the direction). The first image loads at once with high
 * priority (it is the largest thing on the first screen); the others load lazily.
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
  className,
}: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { loop, autoplay } = carouselBehaviour(slides.length, reducedMotion);
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  const togglePause = () => {
    const instance = swiper.current;
    if (paused) instance?.autoplay.start();
    else instance?.autoplay.stop();
    setPaused(!paused);
  };

  return (
    <section
      aria-roledescription={roleDescription}
      aria-label={label}
      className={cx(styles['carousel'], className)}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={loop}
        autoplay={
          autoplay
            ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        pagination={slides.length > 1 ? { clickable: true } : false}
        a11y={{
          paginationBulletMessage: goToSlideLabel,
          slideRole: 'group',
          containerMessage: null,
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        className={styles['swiper']}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <button type="button" className={styles['slide']} onClick={() => onSlideClick?.(slide)}>
              <img
                src={slide.imageUrl}
                alt={slide.alt}
                className={styles['image']}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {autoplay ? (
        <button
          type="button"
          className={styles['pause']}
          aria-pressed={paused}
          aria-label={paused ? playLabel : pauseLabel}
          onClick={togglePause}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </section>
  );
}

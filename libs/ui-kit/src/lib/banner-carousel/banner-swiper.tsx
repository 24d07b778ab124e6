import { useEffect, useState } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerImage, type BannerSlidesProps } from './banner-image';
import styles from './banner-carousel.module.css';

export interface BannerSwiperProps extends BannerSlidesProps {
  loop: boolean;
  autoplay: boolean;
  autoplayMs: number;
  paused: boolean;
  goToSlideLabel: string;
}

/**
 * Advances the carousel every `autoplayMs` with one timer, restarted by every change of slide and
 * held while a finger or the keyboard's focus is on it, or the page is hidden. Swiper's own
 * autoplay module counts the time left in a `requestAnimationFrame` loop for the whole delay: a
 * frame of main-thread work sixty times a second, every second the home page is open, which on a
 * slow phone's CPU became a long task every few frames.
 */
function useAdvanceEvery(instance: SwiperInstance | null, autoplayMs: number, running: boolean) {
  useEffect(() => {
    if (!instance || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let holds = 0;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (holds === 0 && document.visibilityState === 'visible')
        timer = setTimeout(() => instance.slideNext(), autoplayMs);
    };
    const hold = () => {
      holds += 1;
      stop();
    };
    const release = () => {
      holds = Math.max(0, holds - 1);
      schedule();
    };
    const element = instance.el;
    const focusLeft = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) release();
    };
    const focusCame = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) hold();
    };
    instance.on('touchStart', hold);
    instance.on('touchEnd', release);
    instance.on('slideChange', schedule);
    element.addEventListener('focusin', focusCame);
    element.addEventListener('focusout', focusLeft);
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      stop();
      instance.off('touchStart', hold);
      instance.off('touchEnd', release);
      instance.off('slideChange', schedule);
      element.removeEventListener('focusin', focusCame);
      element.removeEventListener('focusout', focusLeft);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [instance, autoplayMs, running]);
}

/**
 * The carousel proper: swiper with pagination and its a11y module, advanced by
 * `useAdvanceEvery`. Loaded on its own after the first paint (it is about 25 kB of script and
 * style), when it takes over from the static first banner.
 */
export function BannerSwiper({
  slides,
  onSlideClick,
  imageWidth,
  imageHeight,
  loop,
  autoplay,
  autoplayMs,
  paused,
  goToSlideLabel,
}: BannerSwiperProps) {
  // Swiper's instance, once made (and again when a change of direction makes a new one): the
  // timer starts with it. The pause button stops it (also when pressed before swiper took over).
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useAdvanceEvery(swiper, autoplayMs, autoplay && !paused);

  // Swiper reads the writing direction once, when it starts: a carousel under a right-to-left
  // page (UR, AR, FA) runs the other way, and a change of language starts a new one.
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[Pagination, A11y]}
      loop={loop}
      pagination={slides.length > 1 ? { clickable: true } : false}
      a11y={{
        paginationBulletMessage: goToSlideLabel,
        slideRole: 'group',
        containerMessage: null,
        // Swiper labels looped slides from an index it sets after the first render, so every
        // slide read "1 / N" at first: each slide carries its own label instead (below).
        slideLabelMessage: '',
      }}
      onSwiper={(instance) => {
        setSwiper(instance);
      }}
      className={styles['swiper']}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id} aria-label={`${index + 1} / ${slides.length}`}>
          <BannerImage
            slide={slide}
            first={index === 0}
            onSlideClick={onSlideClick}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

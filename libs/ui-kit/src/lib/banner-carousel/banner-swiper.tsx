import { useEffect, useRef } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
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
 * The carousel proper: swiper with autoplay, pagination and its a11y module. Loaded on its own
 * after the first paint (it is about 25 kB of script and style), when it takes over from the
 * static first banner.
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
  const swiper = useRef<SwiperInstance | null>(null);

  // Autoplay is configured once; the pause button starts and stops it (also when it was pressed
  // before swiper took over).
  useEffect(() => {
    const instance = swiper.current;
    if (!instance || !autoplay) return;
    if (paused) instance.autoplay.stop();
    else instance.autoplay.start();
  }, [paused, autoplay]);

  // Swiper reads the writing direction once, when it starts: a carousel under a right-to-left
  // page (UR, AR, FA) runs the other way, and a change of language starts a new one.
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <Swiper
      key={dir}
      dir={dir}
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
        // Swiper labels looped slides from an index it sets after the first render, so every
        // slide read "1 / N" at first: each slide carries its own label instead (below).
        slideLabelMessage: '',
      }}
      onSwiper={(instance) => {
        swiper.current = instance;
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

import styles from './banner-carousel.module.css';

export interface BannerSlide {
  /** A stable id. */
  id: string;
  /** The banner image. */
  imageUrl: string;
  /** What the banner says, for screen readers. */
  alt: string;
}

/** What the static first banner and the swiper both show. */
export interface BannerSlidesProps {
  slides: readonly BannerSlide[];
  onSlideClick?: (slide: BannerSlide) => void;
  imageWidth: number;
  imageHeight: number;
}

/**
 * One tappable banner. The first is the page's largest paint, so it loads at once with high
 * priority; the others wait until they are near. Width and height reserve its box before the
 * image arrives, so nothing below it moves.
 */
export function BannerImage({
  slide,
  first,
  onSlideClick,
  imageWidth,
  imageHeight,
}: Omit<BannerSlidesProps, 'slides'> & { slide: BannerSlide; first: boolean }) {
  return (
    <button type="button" className={styles['slide']} onClick={() => onSlideClick?.(slide)}>
      <img
        src={slide.imageUrl}
        alt={slide.alt}
        width={imageWidth}
        height={imageHeight}
        className={styles['image']}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
      />
    </button>
  );
}

import { type SyntheticEvent } from 'react';

/**
 * An `onError` for an `<img>` that swaps in the fallback once; if the fallback fails too, the image
 * stays broken rather than looping.
 */
export function swapToFallback(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.dataset['fallback'] === 'used') return;
    image.dataset['fallback'] = 'used';
    image.src = fallback;
  };
}

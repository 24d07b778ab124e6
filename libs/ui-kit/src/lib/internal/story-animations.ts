/**
 * The CSS properties an animation moves, for story tests that keep animations on the compositor:
 * Chromium hands it `transform`, `translate`, `scale`, `rotate`, `opacity` and `filter` only, and
 * never two animations of one property on one element.
 */
export function animatedProperties(animation: Animation): string[] {
  const effect = animation.effect;
  if (!(effect instanceof KeyframeEffect)) return [];
  const notProperties = new Set(['offset', 'computedOffset', 'easing', 'composite']);
  return [...new Set(effect.getKeyframes().flatMap((keyframe) => Object.keys(keyframe)))].filter(
    (key) => !notProperties.has(key),
  );
}

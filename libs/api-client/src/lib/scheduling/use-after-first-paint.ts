import { afterFirstPaint } from './scheduling';
import { useEffect, useState } from 'react';

/** Whether the page had painted when a form last asked: later forms need not wait a render. */
let painted = false;

/**
 * False until the page has shown its first content, then true. For a form's calls that its
 * first paint does not show (the dialing codes, the field patterns): RTK Query's hooks send from
 * the first commit's effects, which run before the browser paints that commit, so the calls and
 * the code that checks their answers would stand before the login page's largest paint.
 */
export function useAfterFirstPaint(): boolean {
  const [now, setNow] = useState(painted);
  useEffect(() => {
    if (now) return undefined;
    let mounted = true;
    void afterFirstPaint().then(() => {
      painted = true;
      if (mounted) setNow(true);
    });
    return () => {
      mounted = false;
    };
  }, [now]);
  return now;
}

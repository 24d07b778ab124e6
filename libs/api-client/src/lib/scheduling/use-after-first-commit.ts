import { nextTask } from './scheduling';
import { useEffect, useState } from 'react';

/**
 * False until the task after the first commit of the component that calls it. What mounts on it
 * comes in a render, a commit and effects of its own, in a later task, instead of adding to the
 * caller's first: on a phone, one long task where two shorter ones would let a tap in between.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) setAfter(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return after;
}

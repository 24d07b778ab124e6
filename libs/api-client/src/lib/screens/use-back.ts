import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useScreenPath } from './screen-link';

/** Whether the app has pages of its own to go back to (the router counts them in history.state). */
export function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  const depth = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
  return typeof depth === 'number' && depth > 0;
}

/**
 * A screen's back arrow: back through the history when the app has one, home when the screen was
 * opened directly (a shared link, a reload of a deep page) and there is nothing to go back to.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const home = useScreenPath('home');
  return useCallback(() => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate(home);
  }, [navigate, home]);
}

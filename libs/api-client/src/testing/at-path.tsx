// What every feature's stories share: a screen at its app path (so a story can follow a link or a
// redirect), and anything else it navigates to shown as "Went to …".
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Stories run against the page's own origin, where the Mock Service Worker answers. */
export const storyOrigin = typeof window === 'undefined' ? '' : window.location.origin;

function Elsewhere() {
  const location = useLocation();
  return <p role="status">{`Went to ${location.pathname}`}</p>;
}

/** A screen at its path, and anything else it navigates to shown as "Went to …". */
export function AtPath({ path, screen }: { path: string; screen: ReactElement }) {
  return (
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

// What the agent stories share: a screen at its app path, anything it navigates to shown as
// "Went to …", and the site of the seeded platform with every screen mounted.
import { SCREEN_NAMES, type SiteState } from '@mweb/api-client';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Stories run against the page's own origin, where the Mock Service Worker answers. */
export const storyOrigin = window.location.origin;

/** The flags the demo platform has on for agents. */
export const agentSite: Partial<SiteState> = {
  flags: { AGENTPOLICY3: true, REFERRAL: true },
  mountedScreens: SCREEN_NAMES,
};

/** agent01, a type-1 agent. */
export const agentSession = { userName: 'agent01', type: 1 };

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

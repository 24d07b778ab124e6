import { gamesApi } from '@mweb/api-client';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import { useEffect } from 'react';
import { GameTiles } from '../game-list/game-tiles';

/**
 * The member's recently played games (SPEC.md section 7, "recent games"), newest first as the
 * platform orders them. Asked again whenever a screen showing them mounts, and when the page comes
 * back into view: a launch leaves the app for the game's page, and coming back (the browser's
 * back, which may restore the page from its cache, or switching back to the tab) must show the
 * game just played.
 */
function useRecentGames() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const recent = gamesApi.endpoints.recentGames.useQuery(undefined, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: true,
  });
  const { refetch } = recent;
  useEffect(() => {
    if (!loggedIn) return;
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('pageshow', restored);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('pageshow', restored);
    };
  }, [loggedIn, refetch]);
  return { loggedIn, recent };
}

/** The game centre's RECENT lane: every recent game, or `in_no_data`. */
export function RecentGames({ label }: { label: string }) {
  const { recent } = useRecentGames();
  return (
    <QueryState query={recent} isEmpty={(games) => games.length === 0} shape="tiles" count={6}>
      {(games) => <GameTiles games={games} label={label} />}
    </QueryState>
  );
}

/** Home's recently played block for a member: hidden while there is nothing to show. */
export function RecentBlock({
  title,
  className,
  titleClassName,
  limit,
}: {
  title: string;
  className?: string;
  titleClassName?: string;
  limit: number;
}) {
  const { loggedIn, recent } = useRecentGames();
  const games = recent.data ?? [];
  if (!loggedIn || games.length === 0) return null;
  return (
    <section className={className} aria-label={title}>
      <h2 className={titleClassName}>{title}</h2>
      <GameTiles games={games.slice(0, limit)} label={title} />
    </section>
  );
}

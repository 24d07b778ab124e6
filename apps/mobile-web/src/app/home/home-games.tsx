// The home page's games, loaded after the first paint: the games feature is not part of the
// first load (docs/architecture/performance.md), and this module is its only door from home.
import { HomeGames } from '@mweb/games';
import { useShellDispatch, useShellSelector } from '../hooks';
import { homeCategorySelected, selectHomeCategory } from '../store/shell.slice';
import { useStatusAnswered } from './status-answered';

/** The games with the category the shell keeps (`homeGameCategory`, HOT by default). */
export function HomeGamesSection() {
  const dispatch = useShellDispatch();
  const category = useShellSelector(selectHomeCategory);
  // Like the rest of home, the games' calls wait for the status answer.
  if (!useStatusAnswered()) return null;
  return (
    <HomeGames category={category} onCategory={(next) => dispatch(homeCategorySelected(next))} />
  );
}

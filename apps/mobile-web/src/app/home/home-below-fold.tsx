// Everything on the home page that is not in the first load and not in a feature's chunk of its
// own: the app's sections from the announcements down, and the one renderer of every deferred
// section and part (`DeferredSection`). It comes after the first paint, in one chunk, so the first
// load pays for one dynamic import however many sections the page gains; the order, the timing and
// the room of each are its record's (`home-sections.tsx`).
//
// Past the games, each section renders (and sends its calls) only as it nears the screen: on a
// cheap phone they were half of the home page's first seconds of main-thread work, for content a
// player who does not scroll never sees. Each keeps about its usual height until then.
import { afterFirstPaint, useAfterFirstCommit, whenIdle } from '@mweb/api-client/scheduling';
import {
  type HomeComponent,
  type HomeLoad,
  type HomeSectionTiming,
} from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { HomeGames } from '@mweb/games';
import { NearViewport } from '@mweb/ui-kit';
import {
  Suspense,
  lazy,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useShellDispatch, useShellSelector } from '../hooks';
import { homeCategorySelected, selectHomeCategory } from '../store/shell.slice';
import { useStatusAnswered } from './status-answered';

export { Announcements, CustomerServiceButton, QuickNav } from './home-links';
export { HomeMemberSection } from './member-section';
export { HomeNavSection } from './nav-section';
export { HomeNoticeSection } from './notice-section';
export { HomeWinnerBoard } from './winner-board';

/** The games with the category the shell keeps (`homeGameCategory`, HOT by default). */
export function HomeGamesSection() {
  const dispatch = useShellDispatch();
  const category = useShellSelector(selectHomeCategory);
  return (
    <HomeGames category={category} onCategory={(next) => dispatch(homeCategorySelected(next))} />
  );
}

/** What the renderer reads of a section's or a part's record. */
interface DeferredRecord {
  id: string;
  when: Exclude<HomeSectionTiming, 'atOnce'>;
  load: HomeLoad<never>;
  reserve?: string;
  after?: string;
  audience?: 'member';
}

/** The sections that have committed, by id, while they stay mounted: what `after` waits for. */
const committed = new Set<string>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function Committed({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    committed.add(id);
    changed();
    return () => {
      committed.delete(id);
      changed();
    };
  }, [id]);
  return children;
}

/** When each timing lets a section's code load: the scheduling helpers, nothing of its own. */
const due: Record<DeferredRecord['when'], () => Promise<void>> = {
  afterFirstPaint,
  nearViewport: afterFirstPaint,
  whenIdle,
};

/** One lazy component per record, made on first use. */
const lazies = new Map<string, LazyExoticComponent<ComponentType<object>>>();
function lazyOf(record: DeferredRecord) {
  let component = lazies.get(record.id);
  if (!component) {
    component = lazy(() =>
      due[record.when]()
        .then(record.load as HomeLoad<object>)
        .then((module) => ({ default: module.Component })),
    );
    lazies.set(record.id, component);
  }
  return component;
}

/** Mounts its children in the task after its own first commit (`useAfterFirstCommit`). */
function AfterCommit({ children }: { children: ReactNode }) {
  return useAfterFirstCommit() ? children : null;
}

export interface DeferredSectionProps {
  record: DeferredRecord;
  props: object;
  /** The sections whose code came with this chunk, by id. */
  arrived: ReadonlyMap<string, HomeComponent<never>>;
}

/**
 * A section or a part that is not in the first load: once the status call has answered (like the
 * rest of home), for its audience, after the section it waits for, at its timing, in its room.
 */
export function DeferredSection({ record, props, arrived }: DeferredSectionProps) {
  const answered = useStatusAnswered();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const ready = useSyncExternalStore(
    subscribe,
    () => record.after === undefined || committed.has(record.after),
    () => false,
  );
  if (!answered || (record.audience === 'member' && !loggedIn) || !ready) return null;
  const Component = (arrived.get(record.id) ?? lazyOf(record)) as ComponentType<object>;
  const room = record.reserve ? <div style={{ minBlockSize: record.reserve }} /> : null;
  const section = (
    <Committed id={record.id}>
      <Component {...props} />
    </Committed>
  );
  if (record.when === 'nearViewport')
    return <NearViewport reserve={record.reserve ?? '0'}>{section}</NearViewport>;
  const placed = <Suspense fallback={room}>{section}</Suspense>;
  return record.after === undefined ? placed : <AfterCommit>{placed}</AfterCommit>;
}

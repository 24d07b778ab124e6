import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/class-names';
import styles from './notice.module.css';
import { Spinner } from '../internal/spinner';

/** A short toast (SPEC.md section 9: SHORT 3). */
export const TOAST_SHORT_MS = 3000;
/** A long toast (SPEC.md section 9: LONG 8). */
export const TOAST_LONG_MS = 8000;
/** How long a notice stays by default (SPEC.md section 9: 1.5 s). */
export const NOTICE_DEFAULT_MS = 1500;
/** The longest a loading notice stays when nothing hides it first. */
export const LOADING_MAX_MS = 10_000;

export type NoticeKind = 'loading' | 'success' | 'fail' | 'info';

export interface NoticeOptions {
  /** How long it stays, in ms; for a loading notice the maximum. `Infinity` stays until hidden. */
  duration?: number;
}

export interface NoticeApi {
  /** A spinner and a text until hidden, at most `duration` (default 10 s). Returns its id. */
  loading: (text: string, options?: NoticeOptions) => number;
  /** A success notice (default 1.5 s). */
  success: (text: string, options?: NoticeOptions) => number;
  /** A failure notice, announced assertively (default 1.5 s). */
  fail: (text: string, options?: NoticeOptions) => number;
  /** A neutral notice (default 1.5 s). */
  info: (text: string, options?: NoticeOptions) => number;
  /** Hides the notice with this id if it is still shown, or whatever is shown without an id. */
  hide: (id?: number) => void;
}

interface ShownNotice {
  id: number;
  kind: NoticeKind;
  text: string;
}

const NoticeContext = createContext<NoticeApi | null>(null);

export interface NoticeProviderProps {
  /** The app, whose components call `useNotice()`. */
  children: ReactNode;
  /** The default duration of success, fail and info notices, in ms. */
  defaultDuration?: number;
  /** The default maximum of a loading notice, in ms. */
  loadingMaxDuration?: number;
}

/**
 * Shows one notice at a time (a new one replaces the current), in a live region, above the
 * bottom menu and clear of the home indicator.
 */
export function NoticeProvider({
  children,
  defaultDuration = NOTICE_DEFAULT_MS,
  loadingMaxDuration = LOADING_MAX_MS,
}: NoticeProviderProps) {
  const [shown, setShown] = useState<ShownNotice | null>(null);
  const nextId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback((id?: number) => {
    setShown((current) => (current && (id === undefined || current.id === id) ? null : current));
  }, []);

  const show = useCallback(
    (kind: NoticeKind, text: string, options: NoticeOptions = {}) => {
      const id = ++nextId.current;
      const duration =
        options.duration ?? (kind === 'loading' ? loadingMaxDuration : defaultDuration);
      clearTimeout(timer.current);
      if (Number.isFinite(duration)) timer.current = setTimeout(() => hide(id), duration);
      setShown({ id, kind, text });
      return id;
    },
    [defaultDuration, loadingMaxDuration, hide],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo<NoticeApi>(
    () => ({
      loading: (text, options) => show('loading', text, options),
      success: (text, options) => show('success', text, options),
      fail: (text, options) => show('fail', text, options),
      info: (text, options) => show('info', text, options),
      hide,
    }),
    [show, hide],
  );

  return (
    <NoticeContext value={api}>
      {children}
      <NoticeView notice={shown} />
    </NoticeContext>
  );
}

/** The notice functions of the nearest `NoticeProvider`. */
export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error('useNotice needs a <NoticeProvider> above it.');
  return api;
}

const ICONS: Record<NoticeKind, string> = { loading: '', success: '✓', fail: '!', info: 'i' };

/** The live regions exist before any notice, so screen readers announce the first one too. */
function NoticeView({ notice }: { notice: ShownNotice | null }) {
  const assertive = notice?.kind === 'fail';
  const content = notice ? (
    <div className={cx(styles['notice'], styles[notice.kind])} key={notice.id}>
      {notice.kind === 'loading' ? (
        <Spinner className={styles['spinner']} />
      ) : (
        <span className={styles['icon']} aria-hidden="true">
          {ICONS[notice.kind]}
        </span>
      )}
      <span>{notice.text}</span>
    </div>
  ) : null;
  return (
    <div className={styles['layer']}>
      <div role="status" aria-live="polite" aria-busy={notice?.kind === 'loading' || undefined}>
        {assertive ? null : content}
      </div>
      <div role="alert">{assertive ? content : null}</div>
    </div>
  );
}

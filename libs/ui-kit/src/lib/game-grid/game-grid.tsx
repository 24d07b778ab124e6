import { type Key, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import styles from './game-grid.module.css';

export interface GameGridProps<T> {
  /** The games (or anything tile-shaped). */
  items: readonly T[];
  /** A stable key per item (the game's nodeId or gameId). */
  getKey: (item: T) => Key;
  /** Draws one item, usually a `GameTile`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** What the list holds, for screen readers (e.g. "Hot games"). */
  label: string;
  /** Tiles per row. */
  columns?: 3 | 4;
  /** Extra class. */
  className?: string;
}

/** A list of game tiles in rows of three or four. */
export function GameGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  columns = 3,
  className,
}: GameGridProps<T>) {
  return (
    <ul aria-label={label} className={cx(styles['grid'], styles[`columns${columns}`], className)}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={styles['cell']}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

import { cx } from '../internal/class-names';
import styles from './theme-switch.module.css';

export type Theme = 'dark' | 'light';

/** The theme when nothing is stored (SPEC.md section 1). */
export const DEFAULT_THEME: Theme = 'dark';

/** Puts a theme on the document (`<html data-theme>`), where the tokens read it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset['theme'] = theme;
}

export interface ThemeSwitchProps {
  /** The current theme. */
  theme: Theme;
  /** Called with the other theme; the app stores it and applies it. */
  onThemeChange: (theme: Theme) => void;
  /** The switch's name; it is on in the dark theme (e.g. "Dark"). */
  label: string;
  /** Extra class. */
  className?: string;
}

/** A switch between the dark (on) and light theme. */
export function ThemeSwitch({ theme, onThemeChange, label, className }: ThemeSwitchProps) {
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={cx(styles['switch'], className)}
      onClick={() => onThemeChange(dark ? 'light' : 'dark')}
    >
      <span className={styles['label']}>{label}</span>
      <span className={cx(styles['track'], dark && styles['on'])} aria-hidden="true">
        <span className={styles['thumb']}>{dark ? '☾' : '☀'}</span>
      </span>
    </button>
  );
}

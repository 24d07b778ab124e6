export {
  MENU_REFRESH_DUE_MS,
  MENU_REFRESH_MAX_MS,
  NO_COUNTDOWN,
  countdownDeadline,
  drawsOn,
  formatDrawCountdown,
  menuRefreshDelay,
  weekdayNumber,
} from './lib/draw-timing';
export type { DrawTiming } from './lib/draw-timing';

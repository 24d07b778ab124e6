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
export {
  LOTTERY_TICK_MS,
  LotteryClockProvider,
  createSystemClock,
  useLotteryClock,
  useTickingText,
} from './lib/clock/lottery-clock';
export type { LotteryClock } from './lib/clock/lottery-clock';
export {
  KENO,
  WEEKDAYS,
  WEEKDAY_FILTERED,
  favouritesFirst,
  menuEntries,
  onWeekday,
} from './lib/lottery-menu/menu-rules';
export type { LotteryCategory, MenuEntry } from './lib/lottery-menu/menu-rules';
export { lotteryHome, lotteryScreens } from './lib/lottery.screens';
export { HOME_LOTTERY_ROWS } from './lib/home/home-lottery';

export { Badge } from './lib/badge/badge';
export type { BadgeProps } from './lib/badge/badge';
export { Button } from './lib/button/button';
export type { ButtonProps } from './lib/button/button';
export { IconButton } from './lib/icon-button/icon-button';
export type { IconButtonProps } from './lib/icon-button/icon-button';
export { Input } from './lib/input/input';
export type { InputProps } from './lib/input/input';
export { PasswordInput } from './lib/password-input/password-input';
export type { PasswordInputProps } from './lib/password-input/password-input';
export { CodeInput, digitsOnly } from './lib/code-input/code-input';
export type { CodeInputProps } from './lib/code-input/code-input';
export { Checkbox } from './lib/checkbox/checkbox';
export type { CheckboxProps } from './lib/checkbox/checkbox';
export { Tabs } from './lib/tabs/tabs';
export type { TabItem, TabsProps } from './lib/tabs/tabs';
export { Dialog, MASK_GUARD_MS } from './lib/dialog/dialog';
export type { DialogProps } from './lib/dialog/dialog';
export { ConfirmDialog } from './lib/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './lib/confirm-dialog/confirm-dialog';
export {
  LOADING_MAX_MS,
  NOTICE_DEFAULT_MS,
  NoticeProvider,
  TOAST_LONG_MS,
  TOAST_SHORT_MS,
  useNotice,
} from './lib/notice/notice';
export type {
  NoticeApi,
  NoticeKind,
  NoticeOptions,
  NoticeProviderProps,
} from './lib/notice/notice';
export { Drawer } from './lib/drawer/drawer';
export type { DrawerProps } from './lib/drawer/drawer';
export { Header } from './lib/header/header';
export type { HeaderProps } from './lib/header/header';
export { BottomMenu } from './lib/bottom-menu/bottom-menu';
export type { BottomMenuItem, BottomMenuProps } from './lib/bottom-menu/bottom-menu';
export { SideMenu } from './lib/side-menu/side-menu';
export type { SideMenuItem, SideMenuProps } from './lib/side-menu/side-menu';
export {
  ALL_CATEGORY,
  CategoryScrollMenu,
  categoryTabs,
} from './lib/category-scroll-menu/category-scroll-menu';
export type {
  CategoryMenuEntry,
  CategoryScrollMenuProps,
} from './lib/category-scroll-menu/category-scroll-menu';
export { CallState } from './lib/call-state/call-state';
export type { CallStateProps } from './lib/call-state/call-state';
export { Empty } from './lib/empty/empty';
export { Pager } from './lib/pager/pager';
export type { PagerProps } from './lib/pager/pager';
export type { EmptyProps } from './lib/empty/empty';
export { Skeleton } from './lib/skeleton/skeleton';
export type { SkeletonProps } from './lib/skeleton/skeleton';
export { FavouriteStar } from './lib/favourite-star/favourite-star';
export type { FavouriteStarProps } from './lib/favourite-star/favourite-star';
export { GameTile } from './lib/game-tile/game-tile';
export type { GameTileProps } from './lib/game-tile/game-tile';
export { GameGrid } from './lib/game-grid/game-grid';
export type { GameGridProps } from './lib/game-grid/game-grid';
export {
  InfiniteList,
  LOAD_MORE_THRESHOLD_PX,
  LOAD_MORE_THROTTLE_MS,
} from './lib/infinite-list/infinite-list';
export type { InfiniteListProps } from './lib/infinite-list/infinite-list';
export { NEAR_VIEWPORT_MARGIN_PX, NearViewport } from './lib/near-viewport/near-viewport';
export type { NearViewportProps } from './lib/near-viewport/near-viewport';
export { VirtualList } from './lib/virtual-list/virtual-list';
export type { VirtualListProps } from './lib/virtual-list/virtual-list';
export { Countdown, DHMS_TICK_MS, HMS_TICK_MS } from './lib/countdown/countdown';
export type { CountdownProps, CountdownUnitLabels } from './lib/countdown/countdown';
export { SMS_TICK_MS, SmsCodeButton } from './lib/sms-code-button/sms-code-button';
export type { SmsCodeButtonProps } from './lib/sms-code-button/sms-code-button';
export { SanitizedHtml, pxToRem, sanitizeHtml } from './lib/sanitized-html/sanitized-html';
export type { SanitizedHtmlProps } from './lib/sanitized-html/sanitized-html';
export { Popup } from './lib/popup/popup';
export type { PopupAction, PopupItem, PopupProps } from './lib/popup/popup';
export {
  BANNER_AUTOPLAY_MS,
  BannerCarousel,
  carouselBehaviour,
} from './lib/banner-carousel/banner-carousel';
export type { BannerCarouselProps, BannerSlide } from './lib/banner-carousel/banner-carousel';
export { Marquee } from './lib/marquee/marquee';
export type { MarqueeProps } from './lib/marquee/marquee';
export { SlideCheck, SlideCheckPending } from './lib/slide-check/slide-check';
export type { SlideCheckProps, SlideCheckResult, SlidePuzzle } from './lib/slide-check/slide-check';
export { CaptchaImage } from './lib/captcha-image/captcha-image';
export type { CaptchaImageProps } from './lib/captcha-image/captcha-image';
export { CountryCodePicker } from './lib/country-code-picker/country-code-picker';
export type {
  CountryCodePickerProps,
  CountryDialingCode,
} from './lib/country-code-picker/country-code-picker';
export { Flag, flagUrl } from './lib/flag/flag';
export type { FlagProps, FlagShape } from './lib/flag/flag';
export { DEFAULT_THEME, ThemeSwitch, applyTheme } from './lib/theme-switch/theme-switch';
export type { Theme, ThemeSwitchProps } from './lib/theme-switch/theme-switch';
export { LanguagePicker } from './lib/language-picker/language-picker';
export type { LanguagePickerProps } from './lib/language-picker/language-picker';
export { FloatingButton } from './lib/floating-button/floating-button';
export type { FloatingButtonProps } from './lib/floating-button/floating-button';
export { DownloadBar } from './lib/download-bar/download-bar';
export type { DownloadBarProps } from './lib/download-bar/download-bar';
export { VisuallyHidden } from './lib/visually-hidden/visually-hidden';

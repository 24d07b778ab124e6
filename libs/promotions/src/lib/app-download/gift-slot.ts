/**
 * Where the home page's download bar keeps room for the APP_DOWNLOAD gift: the bar is in the first
 * load, the gift and its promotion data come with the promotions chunk below the fold.
 */
export const APP_DOWNLOAD_GIFT_SLOT = 'app-download-gift';

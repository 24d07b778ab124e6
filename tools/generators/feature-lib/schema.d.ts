export interface FeatureLibSchema {
  /** The lib's folder, package name and i18n namespace, kebab-case. */
  name: string;
  /** The first screen's name in `SCREEN_PATHS`, camelCase; the lib's name in camelCase by default. */
  screen?: string;
  /** The first screen's path under /m; the lib's name by default. */
  path?: string;
  /** The first screen's English title; from the screen's name by default. */
  title?: string;
  /** One line on what the feature owns. */
  description?: string;
}

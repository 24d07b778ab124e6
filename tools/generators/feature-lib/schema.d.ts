export interface FeatureLibSchema {
  /** The lib's folder and package name, kebab-case. */
  name: string;
  /** One line on what the feature owns. */
  description?: string;
}

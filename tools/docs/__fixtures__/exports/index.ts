// An index in every form the README test reads.
export { plain, renamed as Alias } from './plain';
export type { Shape } from './plain';
export * as ns from './plain';
export * from './star';
export const declared = 1;
export function Declared(): number {
  return declared;
}
export enum Kind {
  A,
}

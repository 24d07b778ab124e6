export const fromStar = 1;
export const { useFirstQuery, useSecondMutation } = {
  useFirstQuery: () => 1,
  useSecondMutation: () => 2,
};
export * from './nested';
export default fromStar;

export const nested = 1;

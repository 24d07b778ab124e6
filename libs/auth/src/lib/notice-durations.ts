/** The loading notice of logout and trial stays up this long at most (SPEC.md section 9). */
export const LONG_LOADING_MS = 9999;

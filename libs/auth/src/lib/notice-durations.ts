/** The loading notice of logout and trial stays up this long at most (SPEC.md section 9). */
export const LONG_LOADING_MS = 9999;

/** The saving notice of a new password stays at most this long (SPEC.md section 4: up to 10 s). */
export const SAVING_NOTICE_MS = 10_000;
/** "Change saved" shows this long, then home or login (SPEC.md section 4). */
export const SAVED_NOTICE_MS = 1_000;

/**
 * UI-side copies of business constants that schema/constants.ts is about to own.
 * Kept in one file so that switching to the shared module is a one-line change per name.
 */
export const THEME_STORAGE_KEY = 'adpilot-theme';
/** SPEC section 9: unauthenticated users are sent to the login endpoint after this delay. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** SPEC section 9: default toast duration. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** SPEC section 9: a dismissed toast is removed from the store after this long. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** SPEC section 9: only one notice is shown at a time. */
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

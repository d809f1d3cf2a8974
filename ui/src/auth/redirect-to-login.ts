import { LOGIN_REDIRECT_DELAY_MS } from '../../../schema/constants';
import { loginUrl } from '../lib/return-to';

/**
 * Sends the browser to the login endpoint after LOGIN_REDIRECT_DELAY_MS, long enough for the
 * "Unauthorized" toast to be read. Returns a cancel function for effect clean-up.
 */
export function redirectToLoginSoon(returnPath: string, navigate: (url: string) => void = assignLocation): () => void {
  const timer = setTimeout(() => navigate(loginUrl(returnPath)), LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

function assignLocation(url: string): void {
  window.location.href = url;
}

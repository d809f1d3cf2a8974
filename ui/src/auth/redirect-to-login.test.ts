import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectToLoginSoon } from './redirect-to-login';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('redirectToLoginSoon', () => {
  it('goes to the login endpoint after 500 ms, returning to the page', () => {
    const navigate = vi.fn();
    redirectToLoginSoon('/settings', navigate);
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/api/login?returnTo=%2Fsettings');
  });

  it('can be cancelled (the page unmounted or the user signed in)', () => {
    const navigate = vi.fn();
    const cancel = redirectToLoginSoon('/dashboard', navigate);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});

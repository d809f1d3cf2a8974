// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toastStore.dismiss());
  cleanup();
});

describe('Toaster', () => {
  it('renders only the latest toast, with its variant', () => {
    render(
      <Theme>
        <Toaster />
      </Theme>,
    );
    act(() => {
      toast({ title: 'Campaign Paused' });
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    });
    expect(screen.queryByText('Campaign Paused')).toBeNull();
    const shown = screen.getAllByTestId('toast');
    expect(shown).toHaveLength(1);
    expect(shown[0].getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
  });

  it('offers a close button and an F8-labelled viewport', () => {
    render(
      <Theme>
        <Toaster />
      </Theme>,
    );
    act(() => {
      toast({ title: 'Ad Paused' });
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    // Radix names the viewport region after its hotkey.
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');
  });
});

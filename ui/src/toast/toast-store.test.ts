import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast, then removes it after the remove delay', () => {
    const store = createToastStore(1, 1_000_000);
    const { id } = store.toast({ title: 'Saved' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does not let an old removal timer remove a newer toast', () => {
    const store = createToastStore(1, 1000);
    const first = store.toast({ title: 'First' });
    first.dismiss();
    store.toast({ title: 'Second' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('notifies subscribers and lets a toast be updated', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: 'Working' });
    handle.update({ description: 'Done' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Working', description: 'Done' });
    unsubscribe();
    store.toast({ title: 'Quiet' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

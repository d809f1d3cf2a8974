import { type ReactNode, useSyncExternalStore } from 'react';
import { TOAST } from '../../../schema/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default (5000) when left out. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = () => void;

/**
 * A tiny store outside React so that `toast()` can be called from anywhere (mutation callbacks,
 * redirects). SPEC section 9: one notice at a time, so a new toast replaces the old one; a
 * dismissed toast stays (closed) for TOAST.removeDelayMs so its exit animation can finish.
 */
export function createToastStore(limit: number = TOAST.limit, removeDelayMs: number = TOAST.removeDelayMs) {
  let toasts: ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: string) => {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  };

  const dismiss = (id?: string) => {
    for (const t of toasts) {
      if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
        removalTimers.set(
          t.id,
          setTimeout(() => remove(t.id), removeDelayMs),
        );
      }
    }
    emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const toast = (options: ToastOptions) => {
    nextId += 1;
    const id = String(nextId);
    const dropped = toasts.slice(limit - 1);
    for (const t of dropped) {
      clearTimeout(removalTimers.get(t.id));
      removalTimers.delete(t.id);
    }
    emit([{ ...options, id, open: true }, ...toasts].slice(0, limit));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: ToastOptions) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
    };
  };

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toastStore = createToastStore();

/** Shows a toast, replacing the one on screen: `toast({ title, description, variant, duration })`. */
export const toast = toastStore.toast;

/** For components: the current toasts plus `toast` and `dismiss`. */
export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}

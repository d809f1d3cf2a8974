// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../schema/constants';
import { applyThemeClass, themeAtom, toggleThemeAtom } from './theme-atom';

beforeEach(() => localStorage.clear());

describe('themeAtom', () => {
  it('is light by default', () => {
    expect(createStore().get(themeAtom)).toBe('light');
  });

  it('flips and saves the choice under the product key', () => {
    const store = createStore();
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('dark');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toBe('dark');
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('light');
  });

  it('starts from the saved choice (read when the app loads)', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify('dark'));
    vi.resetModules();
    const fresh = await import('./theme-atom');
    expect(createStore().get(fresh.themeAtom)).toBe('dark');
  });
});

describe('applyThemeClass', () => {
  it('leaves exactly one theme class on the root', () => {
    const root = document.createElement('html');
    root.className = 'light';
    applyThemeClass('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    applyThemeClass('light', root);
    expect([...root.classList]).toEqual(['light']);
  });
});

import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from '../../../schema/constants';

export type ThemeAppearance = Theme;

/** The visitor's theme: light by default, saved in local storage (SPEC section 4, "Theme"). */
export const themeAtom = atomWithStorage<ThemeAppearance>(THEME_STORAGE_KEY, DEFAULT_THEME, undefined, {
  // Read the saved value on first render, so a dark-mode visitor never sees a light frame.
  getOnInit: true,
});

/** Write-only: flips light and dark. */
export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark');
});

/** Puts the theme's class on <html> so CSS outside the Radix Theme root (body, scrollbars) follows it. */
export function applyThemeClass(appearance: ThemeAppearance, root: HTMLElement = document.documentElement): void {
  root.classList.remove(appearance === 'dark' ? 'light' : 'dark');
  root.classList.add(appearance);
  root.style.colorScheme = appearance;
}

import { Theme } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { applyThemeClass, themeAtom } from './theme-atom';

/** The Radix Themes root, following the theme atom; also mirrors it as a class on <html>. */
export function AppTheme({ children }: { children: ReactNode }) {
  const appearance = useAtomValue(themeAtom);
  useLayoutEffect(() => applyThemeClass(appearance), [appearance]);
  return (
    <Theme appearance={appearance} accentColor="indigo" grayColor="slate" radius="large" panelBackground="solid">
      {children}
    </Theme>
  );
}

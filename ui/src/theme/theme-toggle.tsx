import { MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai';
import { themeAtom, toggleThemeAtom } from './theme-atom';

/** Flips light and dark. The label names the theme it switches to, which is what a click does. */
export function ThemeToggle() {
  const appearance = useAtomValue(themeAtom);
  const toggle = useSetAtom(toggleThemeAtom);
  const label = appearance === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip content={label}>
      <IconButton
        data-testid="button-theme-toggle"
        aria-label={label}
        variant="ghost"
        color="gray"
        size="3"
        onClick={() => toggle()}
      >
        {appearance === 'dark' ? <SunIcon width="18" height="18" /> : <MoonIcon width="18" height="18" />}
      </IconButton>
    </Tooltip>
  );
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../schema/constants';
import { AppTheme } from './app-theme';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(cleanup);

function renderToggle() {
  return render(
    <Provider store={createStore()}>
      <AppTheme>
        <ThemeToggle />
      </AppTheme>
    </Provider>,
  );
}

describe('ThemeToggle', () => {
  it('starts light and flips the document to dark, remembering the choice', () => {
    renderToggle();
    const button = screen.getByTestId('button-theme-toggle');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Switch to dark theme');

    fireEvent.click(button);

    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Switch to light theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
  });

  it('gives the Radix Theme root the same appearance', () => {
    const { container } = renderToggle();
    fireEvent.click(screen.getByTestId('button-theme-toggle'));
    expect(container.querySelector('.radix-themes')?.classList.contains('dark')).toBe(true);
  });
});

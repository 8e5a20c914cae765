import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@portal/contract';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import {
  applyThemeChoice,
  followSystemTheme,
  storedThemeChoice,
  useResolvedTheme,
  useStoredThemeChoice,
} from '../theme/theme-choice.ts';
import { ThemeSelect } from './theme-select.tsx';

useEnglishCatalogue();

/** A device whose preference is dark or light, and can change (as at dusk). */
function deviceSaysDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (q: string) => (q === '(prefers-color-scheme: dark)' ? query : { matches: false }));
  return {
    change(now: boolean) {
      query.matches = now;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('the theme switch', () => {
  it('offers system, light and dark under its label, and answers the one chosen by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThemeSelect value="system" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(select).toHaveValue('system');
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Dark');
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('keeps its name with the label hidden, and tells a problem tied to the select', () => {
    render(<ThemeSelect value="light" onChange={() => undefined} hideLabel note="Not saved" />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(screen.getByText('Theme')).toHaveClass('visually-hidden');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    expect(select).toHaveAccessibleDescription('Not saved');
  });
});

describe('the theme choice', () => {
  it('marks the page and mirrors the choice on the device; system is no entry', () => {
    deviceSaysDark(false);
    applyThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(storedThemeChoice()).toBe('system');
  });

  it('reads a stored value it does not know as system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(storedThemeChoice()).toBe('system');
  });

  it("follows the device's change while the choice is system, not once light or dark is chosen", () => {
    const device = deviceSaysDark(false);
    const stop = followSystemTheme();
    applyThemeChoice('system');
    device.change(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyThemeChoice('light');
    device.change(false);
    device.change(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('tells its readers of each change (the chart repaints, the switch shows the choice)', () => {
    deviceSaysDark(false);
    const { result } = renderHook(() => [useResolvedTheme(), useStoredThemeChoice()]);
    expect(result.current).toEqual(['light', 'system']);
    act(() => applyThemeChoice('dark'));
    expect(result.current).toEqual(['dark', 'dark']);
  });
});

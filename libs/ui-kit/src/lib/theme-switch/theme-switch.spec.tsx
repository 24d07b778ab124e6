import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyTheme, ThemeSwitch } from './theme-switch';

describe('ThemeSwitch', () => {
  it('is a switch, on in the dark theme, that asks for the other theme', async () => {
    const onThemeChange = vi.fn();
    render(<ThemeSwitch theme="dark" onThemeChange={onThemeChange} label="Dark" />);
    const toggle = screen.getByRole('switch', { name: 'Dark' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(onThemeChange).toHaveBeenCalledWith('light');
  });

  it('puts the theme on the document', () => {
    applyTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});

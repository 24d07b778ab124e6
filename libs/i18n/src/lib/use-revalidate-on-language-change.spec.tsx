import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

describe('useRevalidateOnLanguageChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('revalidates once, 200 ms after the last language change', async () => {
    vi.useRealTimers();
    const i18n = await createI18n({ documentElement: { lang: '', dir: '' } });
    await i18n.loadLanguages(['TH', 'VI']);
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { unmount } = renderHook(() => useRevalidateOnLanguageChange(revalidate), { wrapper });

    await act(async () => {
      await i18n.changeLanguage('TH');
    });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    await act(async () => {
      await i18n.changeLanguage('VI');
    });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(revalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(revalidate).toHaveBeenCalledTimes(1);

    unmount();
    await act(async () => {
      await i18n.changeLanguage('EN');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});

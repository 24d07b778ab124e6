import { useContext, useEffect, useEffectEvent } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/** How long after a language change filled fields are validated again (SPEC.md section 9). */
export const LANGUAGE_REVALIDATE_DELAY_MS = 200;

/**
 * Calls `revalidate` once, `delayMs` after the language last changed, so the messages under filled
 * fields re-render in the new language (SPEC.md section 4, Login). Pass something like
 * `() => trigger(filledFieldNames)` from react-hook-form.
 */
export function useRevalidateOnLanguageChange(
  revalidate: () => void,
  delayMs: number = LANGUAGE_REVALIDATE_DELAY_MS,
): void {
  // The instance itself, not useTranslation's per-language wrapper: a new wrapper on every change
  // would re-run the effect and cancel the pending timer.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const onSettled = useEffectEvent(revalidate);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLanguageChanged = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onSettled(), delayMs);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => {
      i18n.off('languageChanged', onLanguageChanged);
      clearTimeout(timer);
    };
  }, [i18n, delayMs]);
}

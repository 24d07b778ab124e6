import { saferRefusalOf } from '@mweb/api-client';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { formatAmount, formatDate } from '@mweb/i18n';
import { useTranslation } from 'react-i18next';

/**
 * The words of a refusal for a safer-gambling reason, in the member's language: a break's or an
 * exclusion's end, or what a deposit limit leaves and when its period starts over. Undefined for
 * any other failure, which the caller words its own way.
 */
export function useSaferRefusalText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  return (error) => {
    const refusal = saferRefusalOf(error);
    if (!refusal) return undefined;
    const date = (value: number) => formatDate(value, language, { withTime: true });
    if (refusal.reason === 'depositLimit') {
      return t('safer.refused.deposit_limit', {
        remaining: formatAmount(refusal.remaining ?? 0),
        date: refusal.resetsAt === undefined ? '--' : date(refusal.resetsAt),
      });
    }
    if (refusal.reason === 'selfExclusion') {
      return refusal.until === null || refusal.until === undefined
        ? t('safer.refused.excluded_permanently')
        : t('safer.refused.excluded', { date: date(refusal.until) });
    }
    return t('safer.refused.break', {
      date: refusal.until === null || refusal.until === undefined ? '--' : date(refusal.until),
    });
  };
}

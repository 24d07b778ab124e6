import { formatMinor, toMinor, type MoneyPattern } from '@mweb/api-client/money';
import { useTranslation } from 'react-i18next';

export interface MoneyTextProps {
  /** The amount as the gateway sent it (a decimal with at most two decimals). */
  amount: number;
  symbol: string;
  pattern?: MoneyPattern;
}

/**
 * An amount from the gateway with the currency's pattern. One it cannot read exactly (more than two
 * decimals, out of range) says so rather than showing a wrong figure.
 */
export function MoneyText({ amount, symbol, pattern }: MoneyTextProps) {
  const { t } = useTranslation('wallet');
  const units = toMinor(amount);
  if (units === undefined) return <span role="alert">{t('money.unreadable')}</span>;
  return <span dir="ltr">{formatMinor(units, symbol, pattern)}</span>;
}

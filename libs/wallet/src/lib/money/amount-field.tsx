import { formatMinor, type Minor } from '@mweb/api-client/money';
import { Input } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import type { AmountLimits, AmountProblem } from './amount-rule';

export interface AmountFieldProps {
  /** What the member typed, kept as typed (a refused amount is never cleared). */
  value: string;
  onChange: (text: string) => void;
  limits: AmountLimits;
  /** The currency symbol the limits are shown with. */
  symbol: string;
  /** The rule's verdict, once the member has submitted or left the field. */
  problem?: AmountProblem | undefined;
  /** The field's label; "Amount" unless told. */
  label?: string;
}

/** The message under the field for each refusal, with the bound it breaks. */
export function amountMessage(
  problem: AmountProblem,
  limits: AmountLimits,
  symbol: string,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const money = (units: Minor) => formatMinor(units, symbol);
  switch (problem) {
    case 'below_min':
      return t('wallet:amount.below_min', { min: money(limits.min) });
    case 'above_max':
      return t('wallet:amount.above_max', { max: money(limits.max) });
    case 'above_available':
      return t('wallet:amount.above_available', {
        available: money(limits.available ?? limits.max),
      });
    default:
      return t(`wallet:amount.${problem}`);
  }
}

/**
 * The one amount field of deposit and withdraw: decimal keyboard, the limits as its hint and the
 * rule's message under it.
 */
export function AmountField({ value, onChange, limits, symbol, problem, label }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <Input
      label={label ?? t('amount.label')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={14}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('amount.limits', {
        min: formatMinor(limits.min, symbol),
        max: formatMinor(limits.max, symbol),
      })}
      error={problem ? amountMessage(problem, limits, symbol, t) : undefined}
    />
  );
}

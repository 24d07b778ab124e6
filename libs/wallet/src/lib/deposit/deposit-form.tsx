import {
  isApiError,
  useDepositMutation,
  type DepositChannel,
  type DepositOrder,
} from '@mweb/api-client';
import { formatMinor, toMinor, toWire, type Minor } from '@mweb/api-client/money';
import { useSaferRefusalText } from '@mweb/ui-connected';
import { Button } from '@mweb/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { AmountField } from '../money/amount-field';
import { checkAmount, feeOf, type AmountLimits } from '../money/amount-rule';
import { failureMessage } from '../money/failure-message';
import { useAmountInput } from '../money/use-amount-input';
import { useRequestId } from '../money/use-request-id';
import { Failure } from '../section/failure';

/** The preset amounts offered, in major units; a channel shows those within its limits. */
export const PRESET_AMOUNTS = [100, 500, 1_000, 5_000, 10_000] as const;

export interface DepositPromo {
  promoId: string;
  title: string;
  bonusPercent: number;
}

export interface DepositFormProps {
  channels: readonly DepositChannel[];
  promos: readonly DepositPromo[];
  symbol: string;
  /** Channels as a grid of tiles (the new view) or a list (the base view). */
  picker: 'tiles' | 'list';
  onOrdered: (order: DepositOrder, channel: DepositChannel) => void;
}

/** A channel's limits in minor units, or undefined when the answer cannot be read exactly. */
export function limitsOf(channel: DepositChannel): AmountLimits | undefined {
  const min = toMinor(channel.minAmount);
  const max = toMinor(channel.maxAmount);
  return min === undefined || max === undefined ? undefined : { min, max };
}

/**
 * The deposit form both views share: channel, preset or typed amount, promotion, submit. A refused
 * or failed submit keeps everything typed; a double tap or a retry sends the same request id.
 */
export function DepositForm({ channels, promos, symbol, picker, onOrdered }: DepositFormProps) {
  const { t } = useTranslation(['wallet', 'common', 'errors']);
  const saferText = useSaferRefusalText();
  const [channelId, setChannelId] = useState(channels[0]?.channelId ?? '');
  const amountInput = useAmountInput();
  const [promoId, setPromoId] = useState(promos[0]?.promoId ?? '');
  const [failure, setFailure] = useState<string>();
  const [deposit, { isLoading }] = useDepositMutation();
  const requestId = useRequestId();
  const sending = useRef(false);
  const promoFieldId = useId();
  const channel = channels.find((candidate) => candidate.channelId === channelId) ?? channels[0];
  const limits = channel ? limitsOf(channel) : undefined;
  if (!channel || !limits) return <p role="alert">{t('wallet:money.unreadable')}</p>;

  const checked = checkAmount(amountInput.text, limits);
  const fee = checked.ok ? feeOf(checked.units, channel.feeBasisPoints) : undefined;
  const presets = PRESET_AMOUNTS.flatMap((amount) => {
    const units = toMinor(amount);
    return units !== undefined && units >= limits.min && units <= limits.max ? [units] : [];
  });

  const onAmount = (text: string) => amountInput.change(text, limits);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A second tap in the same frame comes before the re-render that disables the button.
    if (isLoading || sending.current) return;
    setFailure(undefined);
    if (!checked.ok) {
      amountInput.setProblem(checked.problem);
      return;
    }
    amountInput.setProblem(undefined);
    const body = {
      channelId: channel.channelId,
      amount: toWire(checked.units),
      ...(promoId ? { promoId } : {}),
    };
    sending.current = true;
    deposit({ ...body, requestId: requestId.for(JSON.stringify(body)) })
      .unwrap()
      .then((order) => {
        requestId.settled();
        onOrdered(order, channel);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'deposit.amount.out.of.range') {
          amountInput.setProblem(checked.units < limits.min ? 'below_min' : 'above_max');
        } else {
          // Over a deposit limit, or during a break: what is left and until when.
          setFailure(saferText(error) ?? failureMessage(error, t));
        }
      })
      .finally(() => {
        sending.current = false;
      });
  };

  return (
    <form className={styles['form']} onSubmit={onSubmit} noValidate>
      <fieldset className={styles['fieldset']}>
        <legend className={styles['legend']}>{t('wallet:deposit.channel')}</legend>
        <div className={picker === 'tiles' ? styles['tiles'] : styles['choices']}>
          {channels.map((option) => (
            <ChannelChoice
              key={option.channelId}
              channel={option}
              symbol={symbol}
              checked={option.channelId === channel.channelId}
              onSelect={() => {
                setChannelId(option.channelId);
                amountInput.setProblem(undefined);
              }}
            />
          ))}
        </div>
      </fieldset>
      {presets.length > 0 ? (
        <div className={styles['presets']} role="group" aria-label={t('wallet:deposit.presets')}>
          {presets.map((units) => (
            <button
              key={units}
              type="button"
              className={styles['preset']}
              aria-pressed={checked.ok && checked.units === units}
              onClick={() => onAmount(String(toWire(units)))}
            >
              {formatMinor(units, symbol, '#,##0')}
            </button>
          ))}
        </div>
      ) : null}
      <AmountField
        value={amountInput.text}
        onChange={onAmount}
        limits={limits}
        symbol={symbol}
        problem={amountInput.problem}
      />
      {fee !== undefined && checked.ok ? (
        <p className={styles['summary']}>
          {t('wallet:deposit.to_pay', {
            fee: formatMinor(fee, symbol),
            total: formatMinor((checked.units + fee) as Minor, symbol),
          })}
        </p>
      ) : null}
      {promos.length > 0 ? (
        <div className={styles['select']}>
          <label htmlFor={promoFieldId}>{t('wallet:deposit.promotion')}</label>
          <select
            id={promoFieldId}
            value={promoId}
            onChange={(event) => setPromoId(event.target.value)}
          >
            {promos.map((promo) => (
              <option key={promo.promoId} value={promo.promoId}>
                {promo.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Failure message={failure} />
      <Button type="submit" block loading={isLoading} disabled={isLoading}>
        {t('wallet:deposit.submit')}
      </Button>
    </form>
  );
}

function ChannelChoice({
  channel,
  symbol,
  checked,
  onSelect,
}: {
  channel: DepositChannel;
  symbol: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  const limits = limitsOf(channel);
  const detailId = useId();
  return (
    <label className={styles['choice']} data-checked={checked}>
      <input
        type="radio"
        name="channel"
        value={channel.channelId}
        checked={checked}
        onChange={onSelect}
        aria-describedby={detailId}
      />
      <span className={styles['choice-name']}>
        {t(`deposit.kind.${channel.kind}`)} · {channel.name}
      </span>
      <span id={detailId} className={styles['choice-detail']}>
        {limits
          ? t('deposit.channel_detail', {
              min: formatMinor(limits.min, symbol),
              max: formatMinor(limits.max, symbol),
              fee: (channel.feeBasisPoints / 100).toFixed(2),
            })
          : t('money.unreadable')}
      </span>
    </label>
  );
}

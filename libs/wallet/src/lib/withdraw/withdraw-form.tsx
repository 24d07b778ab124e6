import {
  isApiError,
  useWithdrawMutation,
  type BankCard,
  type WithdrawOrder,
} from '@mweb/api-client';
import { formatMinor, toMinor, toWire, type Minor } from '@mweb/api-client/money';
import { PaymentPasswordInput, usePasskeyConfirm, type PasskeyAnswer } from '@mweb/ui-connected';
import { Button } from '@mweb/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { AmountField } from '../money/amount-field';
import { checkAmount, feeOf, type AmountLimits } from '../money/amount-rule';
import { failureMessage } from '../money/failure-message';
import { MoneyText } from '../money/money-text';
import { useAmountInput } from '../money/use-amount-input';
import { useRequestId } from '../money/use-request-id';
import { Failure } from '../section/failure';
import { passkeyFailure } from './passkey-failure';

/** What the platform allows a withdrawal, as the withdraw-info call answers it. */
export interface WithdrawRules {
  minAmount: number;
  maxAmount: number;
  feeBasisPoints: number;
  available: number;
}

/** The rules' limits in minor units, or undefined when the answer cannot be read exactly. */
export function withdrawLimits(rules: WithdrawRules): AmountLimits | undefined {
  const min = toMinor(rules.minAmount);
  const max = toMinor(rules.maxAmount);
  const available = toMinor(rules.available);
  if (min === undefined || max === undefined || available === undefined) return undefined;
  return { min, max, available };
}

export interface WithdrawFormProps {
  cards: readonly BankCard[];
  rules: WithdrawRules;
  symbol: string;
  /** Without one, the member's passkey is the confirmation, and no password is asked. */
  hasPaymentPassword: boolean;
  onAddCard: () => void;
  onRequested: (order: WithdrawOrder) => void;
}

/**
 * A withdrawal to a bound card: the amount within the available balance and the limits, the fee
 * shown, the payment password or, where the member has one and the browser can, a passkey; the
 * call travels encrypted. A refused submit or a cancelled passkey keeps what was typed.
 */
export function WithdrawForm({
  cards,
  rules,
  symbol,
  hasPaymentPassword,
  onAddCard,
  onRequested,
}: WithdrawFormProps) {
  const { t } = useTranslation(['wallet', 'common', 'errors']);
  const [cardId, setCardId] = useState(cards[0]?.bankCardId ?? '');
  const amountInput = useAmountInput();
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const requestId = useRequestId();
  const sending = useRef(false);
  const passkey = usePasskeyConfirm('withdraw');
  const limits = withdrawLimits(rules);
  if (!limits) return <p role="alert">{t('wallet:money.unreadable')}</p>;
  const checked = checkAmount(amountInput.text, limits);
  const fee = checked.ok ? feeOf(checked.units, rules.feeBasisPoints) : undefined;

  const onAmount = (text: string) => amountInput.change(text, limits);

  /** Sends the withdrawal, confirmed by the password or by a passkey's answer. */
  const send = (confirmation: { paymentPassword: string } | { passkey: PasskeyAnswer }) => {
    if (!checked.ok) return;
    const order = { bankCardId: cardId, amount: toWire(checked.units) };
    sending.current = true;
    withdraw({
      ...order,
      ...confirmation,
      requestId: requestId.for(JSON.stringify(order)),
    })
      .unwrap()
      .then((made) => {
        requestId.settled();
        onRequested(made);
      })
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.errorCode : '';
        const passkeyWords = passkeyFailure(error, t);
        if (code === 'withdraw.payment.password.incorrect') {
          setPasswordProblem(t('wallet:withdraw.password_incorrect'));
        } else if (code === 'wallet.insufficient.balance') {
          amountInput.setProblem('above_available');
        } else {
          setFailure(passkeyWords ?? failureMessage(error, t));
        }
      })
      .finally(() => {
        sending.current = false;
      });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasPaymentPassword) {
      void confirmWithPasskey();
      return;
    }
    // A second tap in the same frame comes before the re-render that disables the button.
    if (isLoading || sending.current || passkey.busy) return;
    setFailure(undefined);
    const passwordOk = /^\d{6}$/.test(password);
    setPasswordProblem(passwordOk ? undefined : t('wallet:withdraw.password_format'));
    amountInput.setProblem(checked.ok ? undefined : checked.problem);
    if (!checked.ok || !passwordOk) return;
    send({ paymentPassword: password });
  };

  /** The passkey instead of the password: the amount is checked first, the password not at all. */
  const confirmWithPasskey = async () => {
    if (isLoading || sending.current || passkey.busy) return;
    setFailure(undefined);
    setPasswordProblem(undefined);
    amountInput.setProblem(checked.ok ? undefined : checked.problem);
    if (!checked.ok) return;
    try {
      const answer = await passkey.confirm();
      if (answer === 'cancelled') setFailure(t('wallet:passkey.cancelled'));
      else send({ passkey: answer });
    } catch (error) {
      setFailure(passkeyFailure(error, t) ?? failureMessage(error, t));
    }
  };

  return (
    <form className={styles['form']} onSubmit={onSubmit} noValidate>
      <fieldset className={styles['fieldset']}>
        <legend className={styles['legend']}>{t('wallet:withdraw.card')}</legend>
        <div className={styles['choices']}>
          {cards.map((card) => (
            <label
              key={card.bankCardId}
              className={styles['choice']}
              data-checked={card.bankCardId === cardId}
            >
              <input
                type="radio"
                name="card"
                value={card.bankCardId}
                checked={card.bankCardId === cardId}
                onChange={() => setCardId(card.bankCardId)}
              />
              <span className={styles['choice-name']}>
                {card.bankName} {card.maskedNumber}
              </span>
              <span className={styles['choice-detail']}>{card.accountName}</span>
            </label>
          ))}
        </div>
        <Button variant="secondary" onClick={onAddCard}>
          {t('wallet:withdraw.add_card')}
        </Button>
      </fieldset>
      <p className={styles['summary']}>
        {t('wallet:withdraw.available')} <MoneyText amount={rules.available} symbol={symbol} />
      </p>
      <AmountField
        value={amountInput.text}
        onChange={onAmount}
        limits={limits}
        symbol={symbol}
        problem={amountInput.problem}
      />
      {fee !== undefined && checked.ok ? (
        <p className={styles['summary']}>
          {t('wallet:withdraw.fee', {
            fee: formatMinor(fee, symbol),
            receive: formatMinor((checked.units - fee) as Minor, symbol),
          })}
        </p>
      ) : null}
      {hasPaymentPassword ? (
        <PaymentPasswordInput
          label={t('wallet:withdraw.payment_password')}
          value={password}
          onChange={setPassword}
          error={passwordProblem}
        />
      ) : null}
      {passkey.available && hasPaymentPassword ? (
        <Button
          variant="secondary"
          block
          loading={passkey.busy}
          disabled={isLoading || passkey.busy}
          onClick={() => void confirmWithPasskey()}
        >
          {t('wallet:passkey.confirm')}
        </Button>
      ) : null}
      <Failure message={failure} />
      <Button type="submit" block loading={isLoading} disabled={isLoading || passkey.busy}>
        {t('wallet:withdraw.submit')}
      </Button>
    </form>
  );
}

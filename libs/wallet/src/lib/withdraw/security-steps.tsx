import { isApiError, useBindBankCardMutation, useSetPayeeNameMutation } from '@mweb/api-client';
import { usePasskeyConfirm, usePaymentPasswordForm, type PasskeyAnswer } from '@mweb/ui-connected';
import { Button, Input, PasswordInput } from '@mweb/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import { failureMessage } from '../money/failure-message';
import { Failure } from '../section/failure';
import { passkeyFailure } from './passkey-failure';

/** A step's form: its heading, fields, failure and submit; the fields keep what was typed. */
function StepForm({
  heading,
  submitLabel,
  busy,
  failure,
  onSubmit,
  extra,
  children,
}: {
  heading: string;
  submitLabel: string;
  busy: boolean;
  failure: string | undefined;
  onSubmit: () => void;
  /** Another way to confirm, shown before the failure and the submit (the passkey's button). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={styles['form']}
      aria-label={heading}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h2 className={styles['heading']}>{heading}</h2>
      {children}
      {extra}
      <Failure message={failure} />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The payee name withdrawals go to: set once, before the first card. */
export function PayeeNameStep() {
  const { t } = useTranslation(['wallet', 'errors']);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [save, { isLoading }] = useSetPayeeNameMutation();
  return (
    <StepForm
      heading={t('wallet:security.payee_heading')}
      submitLabel={t('wallet:security.save')}
      busy={isLoading}
      failure={failure}
      onSubmit={() => {
        setFailure(undefined);
        const payeeName = name.trim();
        if (payeeName === '') {
          setProblem(t('wallet:security.payee_required'));
          return;
        }
        setProblem(undefined);
        save({ payeeName })
          .unwrap()
          .catch((error: unknown) => setFailure(failureMessage(error, t)));
      }}
    >
      <p>{t('wallet:security.payee_why')}</p>
      <Input
        label={t('wallet:security.payee_name')}
        autoComplete="name"
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem}
      />
    </StepForm>
  );
}

/** The six-digit payment password, proved by the login password (the call travels encrypted). */
export function PaymentPasswordStep() {
  const { t } = useTranslation(['wallet', 'common', 'errors']);
  const payment = usePaymentPasswordForm({
    words: {
      loginPassword: t('wallet:security.login_password'),
      newPaymentPassword: t('wallet:security.new_payment_password'),
      loginRequired: t('wallet:security.login_required'),
      paymentFormat: t('wallet:withdraw.password_format'),
      loginIncorrect: t('wallet:security.login_incorrect'),
    },
    failureText: (error) => failureMessage(error, t),
  });
  return (
    <StepForm
      heading={t('wallet:security.payment_heading')}
      submitLabel={t('wallet:security.save')}
      busy={payment.busy}
      failure={payment.failure}
      onSubmit={payment.submit}
    >
      <p>{t('wallet:security.payment_why')}</p>
      {payment.fields}
    </StepForm>
  );
}

/**
 * Binds a bank card in the payee's name, confirmed as a withdrawal is: by the payment password, or
 * by a passkey where the member has one and the browser can. A cancelled passkey keeps the fields.
 */
export function BindCardStep({ payeeName, onDone }: { payeeName: string; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'common', 'errors']);
  const [bankName, setBankName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ bank?: string; number?: string; password?: string }>(
    {},
  );
  const [failure, setFailure] = useState<string>();
  const [bind, { isLoading }] = useBindBankCardMutation();
  const passkey = usePasskeyConfirm('bankCard');
  const busy = isLoading || passkey.busy;

  /** The card's fields checked; undefined (with their problems shown) when one is wrong. */
  const cardOf = (passwordProblem: string | undefined) => {
    const digits = cardNumber.replace(/\s/g, '');
    const next = {
      bank: bankName.trim() === '' ? t('wallet:security.bank_required') : undefined,
      number: /^\d{12,19}$/.test(digits) ? undefined : t('wallet:security.card_format'),
      password: passwordProblem,
    };
    setProblems(next);
    if (next.bank || next.number || next.password) return undefined;
    return { bankName: bankName.trim(), cardNumber: digits, accountName: payeeName };
  };

  const send = (
    card: { bankName: string; cardNumber: string; accountName: string },
    confirmation: { paymentPassword: string } | { passkey: PasskeyAnswer },
  ) =>
    bind({ ...card, ...confirmation })
      .unwrap()
      .then(onDone)
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.errorCode : '';
        if (code === 'bank.card.duplicate') {
          setProblems({ number: t('wallet:security.card_duplicate') });
        } else if (code === 'payment.password.incorrect') {
          setProblems({ password: t('wallet:withdraw.password_incorrect') });
        } else {
          setFailure(passkeyFailure(error, t) ?? failureMessage(error, t));
        }
      });

  const confirmWithPasskey = async () => {
    if (busy) return;
    setFailure(undefined);
    const card = cardOf(undefined);
    if (!card) return;
    try {
      const answer = await passkey.confirm();
      if (answer === 'cancelled') setFailure(t('wallet:passkey.cancelled'));
      else await send(card, { passkey: answer });
    } catch (error) {
      setFailure(passkeyFailure(error, t) ?? failureMessage(error, t));
    }
  };

  return (
    <StepForm
      heading={t('wallet:security.card_heading')}
      submitLabel={t('wallet:security.bind')}
      busy={busy}
      failure={failure}
      onSubmit={() => {
        setFailure(undefined);
        const card = cardOf(
          /^\d{6}$/.test(password) ? undefined : t('wallet:withdraw.password_format'),
        );
        if (card) void send(card, { paymentPassword: password });
      }}
      extra={
        passkey.available ? (
          <Button
            variant="secondary"
            block
            loading={passkey.busy}
            disabled={busy}
            onClick={() => void confirmWithPasskey()}
          >
            {t('wallet:passkey.confirm')}
          </Button>
        ) : null
      }
    >
      <Input
        label={t('wallet:security.bank_name')}
        maxLength={64}
        value={bankName}
        onChange={(event) => setBankName(event.target.value)}
        error={problems.bank}
      />
      <Input
        label={t('wallet:security.card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={problems.number}
      />
      <Input label={t('wallet:security.account_name')} value={payeeName} readOnly />
      <PasswordInput
        label={t('wallet:withdraw.payment_password')}
        showPasswordLabel={t('common:action.show_password')}
        hidePasswordLabel={t('common:action.hide_password')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password}
      />
    </StepForm>
  );
}

import { useSetPayeeNameMutation } from '@mweb/api-client';
import { useBankCardBind, usePaymentPasswordForm } from '@mweb/ui-connected';
import { Button, Input } from '@mweb/ui-kit';
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
  children,
}: {
  heading: string;
  submitLabel: string;
  busy: boolean;
  failure: string | undefined;
  onSubmit: () => void;
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
export function BindCardStep({
  payeeName,
  hasPaymentPassword,
  onDone,
}: {
  payeeName: string;
  /** Without one, the member's passkey is the confirmation. */
  hasPaymentPassword: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common', 'errors']);
  const card = useBankCardBind({
    words: {
      bankName: t('wallet:security.bank_name'),
      cardNumber: t('wallet:security.card_number'),
      paymentPassword: t('wallet:withdraw.payment_password'),
      bankRequired: t('wallet:security.bank_required'),
      cardFormat: t('wallet:security.card_format'),
      passwordFormat: t('wallet:withdraw.password_format'),
      cardDuplicate: t('wallet:security.card_duplicate'),
      passwordIncorrect: t('wallet:withdraw.password_incorrect'),
      passkeyCancelled: t('wallet:passkey.cancelled'),
      confirmWithPasskey: t('wallet:passkey.confirm'),
    },
    card: { accountName: payeeName },
    hasPaymentPassword,
    failureText: (error) => passkeyFailure(error, t) ?? failureMessage(error, t),
    onBound: onDone,
  });

  return (
    <StepForm
      heading={t('wallet:security.card_heading')}
      submitLabel={t('wallet:security.bind')}
      busy={card.busy}
      failure={card.failure}
      onSubmit={card.submit}
    >
      {card.cardFields}
      <Input label={t('wallet:security.account_name')} value={payeeName} readOnly />
      {card.confirmation}
    </StepForm>
  );
}

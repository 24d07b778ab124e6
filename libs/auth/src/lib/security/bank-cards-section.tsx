// The security centre's bank cards: the bound ones, and binding a new one in the payee's name. A
// new card is where withdrawals can go, so it is confirmed as a withdrawal is: by the payment
// password, or by a passkey where the member has one and the browser can (the withdraw screen's
// card step asks the same). A refused or cancelled confirmation keeps every field as typed.
import {
  isApiError,
  useBankCardsQuery,
  useBindBankCardMutation,
  useSecurityConfigQuery,
} from '@mweb/api-client';
import { usePasskeyConfirm, type PasskeyAnswer } from '@mweb/ui-connected';
import { Button, Input, PasswordInput, useNotice } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../forms/form-support';
import { Section, SectionForm } from './security-sections';
import styles from './security.module.css';

interface NewCard {
  bankName: string;
  cardNumber: string;
  accountName: string;
  branch?: string;
}

/** The bound cards, and a new one in the payee's name (which must be set first). */
export function BankCardsSection() {
  const { t } = useTranslation(['auth', 'common']);
  const config = useSecurityConfigQuery();
  const cards = useBankCardsQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const passkey = usePasskeyConfirm('bankCard');
  const [bankName, setBankName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ bank?: string; number?: string; password?: string }>(
    {},
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [bind, { isLoading }] = useBindBankCardMutation();
  const payeeName = config.data?.payeeName ?? null;
  const hasPaymentPassword = config.data?.hasPaymentPassword ?? false;
  const busy = isLoading || passkey.busy;

  const failureOf = (error: unknown) => {
    if (isApiError(error) && error.errorCode === 'passkey.none') {
      return t('auth:security.confirm.none');
    }
    if (isApiError(error) && error.errorCode === 'passkey.invalid') {
      return t('auth:security.confirm.refused');
    }
    return failureText(error);
  };

  /** The card's fields checked; undefined (with their problems shown) when one is wrong. */
  const cardOf = (name: string, passwordProblem: string | undefined): NewCard | undefined => {
    const digits = cardNumber.replace(/\s/g, '');
    const next = {
      bank: bankName.trim() === '' ? t('auth:validation.required') : undefined,
      number: /^\d{12,19}$/.test(digits) ? undefined : t('auth:security.card_format'),
      password: passwordProblem,
    };
    setProblems(next);
    if (next.bank || next.number || next.password) return undefined;
    return {
      bankName: bankName.trim(),
      cardNumber: digits,
      accountName: name,
      ...(branch.trim() ? { branch: branch.trim() } : {}),
    };
  };

  const send = (
    card: NewCard,
    confirmation: { paymentPassword: string } | { passkey: PasskeyAnswer },
  ) =>
    bind({ ...card, ...confirmation })
      .unwrap()
      .then(() => {
        setBankName('');
        setCardNumber('');
        setBranch('');
        setPassword('');
        notice.success(t('auth:security.card_bound'));
      })
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.errorCode : '';
        if (code === 'bank.card.duplicate') {
          setProblems({ number: t('auth:security.card_duplicate') });
        } else if (code === 'payment.password.incorrect') {
          setProblems({ password: t('auth:security.confirm.payment_incorrect') });
        } else {
          setFailure(failureOf(error));
        }
      });

  const confirmWithPasskey = async (name: string) => {
    if (busy) return;
    setFailure(null);
    const card = cardOf(name, undefined);
    if (!card) return;
    try {
      const answer = await passkey.confirm();
      if (answer === 'cancelled') setFailure(t('auth:security.confirm.cancelled'));
      else await send(card, { passkey: answer });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const form = (name: string) => (
    <SectionForm
      label={t('auth:security.card_bind')}
      submitLabel={t('auth:security.card_bind')}
      busy={busy}
      failure={failure}
      onSubmit={() => {
        // Without a payment password the passkey is the only confirmation there is.
        if (!hasPaymentPassword) {
          void confirmWithPasskey(name);
          return;
        }
        setFailure(null);
        const card = cardOf(
          name,
          /^\d{6}$/.test(password) ? undefined : t('auth:security.payment_format'),
        );
        if (card) void send(card, { paymentPassword: password });
      }}
    >
      <p className={styles['hint']}>{t('auth:security.card_holder', { name })}</p>
      <Input
        label={t('auth:security.bank_name')}
        maxLength={64}
        value={bankName}
        onChange={(event) => setBankName(event.target.value)}
        error={problems.bank}
      />
      <Input
        label={t('auth:security.card_number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={problems.number}
      />
      <Input
        label={t('auth:security.branch')}
        maxLength={64}
        value={branch}
        onChange={(event) => setBranch(event.target.value)}
      />
      {hasPaymentPassword ? (
        <PasswordInput
          label={t('auth:security.confirm.payment_password')}
          showPasswordLabel={t('common:action.show_password')}
          hidePasswordLabel={t('common:action.hide_password')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password}
        />
      ) : null}
      {passkey.available && hasPaymentPassword ? (
        <Button
          variant="secondary"
          block
          loading={passkey.busy}
          disabled={busy}
          onClick={() => void confirmWithPasskey(name)}
        >
          {t('auth:security.confirm.passkey')}
        </Button>
      ) : null}
    </SectionForm>
  );

  return (
    <Section title={t('auth:security.cards_title')}>
      {cards.data && cards.data.length > 0 ? (
        <ul className={styles['cards']} aria-label={t('auth:security.cards_title')}>
          {cards.data.map((card) => (
            <li key={card.bankCardId} className={styles['card']}>
              <span>{card.bankName}</span>
              <span>{card.maskedNumber}</span>
              <span>{card.accountName}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles['hint']}>{t('auth:security.cards_none')}</p>
      )}
      {payeeName === null ? (
        <p className={styles['hint']}>{t('auth:security.cards_need_payee')}</p>
      ) : !hasPaymentPassword && !passkey.available ? (
        <p className={styles['hint']}>{t('auth:security.confirm.need_payment')}</p>
      ) : (
        form(payeeName)
      )}
    </Section>
  );
}

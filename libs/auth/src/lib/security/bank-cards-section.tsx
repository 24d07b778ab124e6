// The security centre's bank cards: the bound ones, and binding a new one in the payee's name. A
// new card is where withdrawals can go, so it is confirmed as a withdrawal is: by the payment
// password, or by a passkey where the member has one and the browser can (the withdraw screen's
// card step asks the same). A refused or cancelled confirmation keeps every field as typed.
import { isApiError, useBankCardsQuery, useSecurityConfigQuery } from '@mweb/api-client';
import { useBankCardBind } from '@mweb/ui-connected';
import { Input, useNotice } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../forms/form-support';
import { Section, SectionForm } from './security-sections';
import styles from './security.module.css';

/** The bound cards, and a new one in the payee's name (which must be set first). */
export function BankCardsSection() {
  const { t } = useTranslation(['auth', 'common']);
  const config = useSecurityConfigQuery();
  const cards = useBankCardsQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const [branch, setBranch] = useState('');
  const payeeName = config.data?.payeeName ?? null;
  const hasPaymentPassword = config.data?.hasPaymentPassword ?? false;
  const card = useBankCardBind({
    words: {
      bankName: t('auth:security.bank_name'),
      cardNumber: t('auth:security.card_number'),
      paymentPassword: t('auth:security.confirm.payment_password'),
      bankRequired: t('auth:validation.required'),
      cardFormat: t('auth:security.card_format'),
      passwordFormat: t('auth:security.payment_format'),
      cardDuplicate: t('auth:security.card_duplicate'),
      passwordIncorrect: t('auth:security.confirm.payment_incorrect'),
      passkeyCancelled: t('auth:security.confirm.cancelled'),
      confirmWithPasskey: t('auth:security.confirm.passkey'),
    },
    card: { accountName: payeeName ?? '', ...(branch.trim() ? { branch: branch.trim() } : {}) },
    hasPaymentPassword,
    failureText: (error) => {
      if (isApiError(error) && error.errorCode === 'passkey.none') {
        return t('auth:security.confirm.none');
      }
      if (isApiError(error) && error.errorCode === 'passkey.invalid') {
        return t('auth:security.confirm.refused');
      }
      return failureText(error);
    },
    onBound: () => {
      setBranch('');
      notice.success(t('auth:security.card_bound'));
    },
  });

  const form = (name: string) => (
    <SectionForm
      label={t('auth:security.card_bind')}
      submitLabel={t('auth:security.card_bind')}
      busy={card.busy}
      failure={card.failure ?? null}
      // Without a payment password the passkey is the only confirmation there is.
      onSubmit={card.submit}
    >
      <p className={styles['hint']}>{t('auth:security.card_holder', { name })}</p>
      {card.cardFields}
      <Input
        label={t('auth:security.branch')}
        maxLength={64}
        value={branch}
        onChange={(event) => setBranch(event.target.value)}
      />
      {card.confirmation}
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
      ) : !hasPaymentPassword && !card.passkeyAvailable ? (
        <p className={styles['hint']}>{t('auth:security.confirm.need_payment')}</p>
      ) : (
        form(payeeName)
      )}
    </Section>
  );
}

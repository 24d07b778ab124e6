// The security centre's bank cards: the bound ones, and binding a new one in the payee's name.
import {
  isApiError,
  useBankCardsQuery,
  useBindBankCardMutation,
  useSecurityConfigQuery,
} from '@mweb/api-client';
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
  const [bankName, setBankName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [problems, setProblems] = useState<{ bank?: string; number?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [bind, { isLoading }] = useBindBankCardMutation();
  const payeeName = config.data?.payeeName ?? null;
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
      ) : (
        <SectionForm
          label={t('auth:security.card_bind')}
          submitLabel={t('auth:security.card_bind')}
          busy={isLoading}
          failure={failure}
          onSubmit={() => {
            setFailure(null);
            const digits = cardNumber.replace(/\s/g, '');
            const next = {
              bank: bankName.trim() === '' ? t('auth:validation.required') : undefined,
              number: /^\d{12,19}$/.test(digits) ? undefined : t('auth:security.card_format'),
            };
            setProblems(next);
            if (next.bank || next.number) return;
            bind({
              bankName: bankName.trim(),
              cardNumber: digits,
              accountName: payeeName,
              ...(branch.trim() ? { branch: branch.trim() } : {}),
            })
              .unwrap()
              .then(() => {
                setBankName('');
                setCardNumber('');
                setBranch('');
                notice.success(t('auth:security.card_bound'));
              })
              .catch((error: unknown) => {
                if (isApiError(error) && error.errorCode === 'bank.card.duplicate') {
                  setProblems({ number: t('auth:security.card_duplicate') });
                } else {
                  setFailure(failureText(error));
                }
              });
          }}
        >
          <p className={styles['hint']}>{t('auth:security.card_holder', { name: payeeName })}</p>
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
        </SectionForm>
      )}
    </Section>
  );
}

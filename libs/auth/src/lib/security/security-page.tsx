// /m/member/security: the member's security centre (SPEC.md section 7's security, personal-info
// and bank-card calls in one place): personal information, the head icon, the e-mail binding, the
// security question, the passwords and the bank cards.
import { useTranslation } from 'react-i18next';
import { AvatarSection } from './avatar-section';
import { BankCardsSection } from './bank-cards-section';
import { PasskeysSection } from './passkeys-section';
import {
  EmailSection,
  PasswordsSection,
  PersonalInfoSection,
  SecurityQuestionSection,
} from './security-sections';
import styles from './security.module.css';

export function SecurityPage() {
  const { t } = useTranslation('common');
  return (
    <main className={styles['page']} aria-label={t('title.security')}>
      <PersonalInfoSection />
      <AvatarSection />
      <EmailSection />
      <SecurityQuestionSection />
      <PasswordsSection />
      <PasskeysSection />
      <BankCardsSection />
    </main>
  );
}

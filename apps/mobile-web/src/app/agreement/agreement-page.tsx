import { AgreementView } from '@mweb/auth';
import styles from './agreement-page.module.css';

/** /m/agreement: the operator's user agreement, under the shell's header and its title. */
export function AgreementPage() {
  return (
    <main className={styles['page']}>
      <AgreementView />
    </main>
  );
}

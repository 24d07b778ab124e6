import { useSaferStatusQuery } from '@mweb/api-client';
import { ScreenLink } from '@mweb/api-client/screens';
import { selectIsRealMember } from '@mweb/api-client/session';
import { selectSaferGambling } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Button } from '@mweb/ui-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './limit-prompt.module.css';

export interface LimitPromptProps {
  /** Where it shows: after registering, or before the first deposit; only the words differ. */
  moment: 'registration' | 'firstDeposit';
}

/**
 * The offer to set a deposit limit (UKGC LCCP 3.5.3: at registration and before the first
 * deposit), where the brand turns it on, to a real member who has neither a limit nor a deposit
 * yet. Not a dialog: it asks, it never stands in the way; "Not now" hides it on this screen.
 */
export function LimitPrompt({ moment }: LimitPromptProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const config = useAppSelector(selectSaferGambling);
  const realMember = useAppSelector(selectIsRealMember);
  const offered = config.limitPrompts && config.depositLimits && realMember;
  const { data } = useSaferStatusQuery(undefined, { skip: !offered });
  const [dismissed, setDismissed] = useState(false);
  if (!offered || !data || dismissed || data.hasDeposited) return null;
  if (data.depositLimits.some((limit) => limit.amount !== null)) return null;
  return (
    <section className={styles['prompt']} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles['title']}>
        {t('safer.prompt.title')}
      </h2>
      <p className={styles['body']}>
        {t(moment === 'registration' ? 'safer.prompt.registration' : 'safer.prompt.first_deposit')}
      </p>
      <div className={styles['actions']}>
        <ScreenLink screen="saferGambling" className={styles['set']}>
          {t('safer.prompt.set')}
        </ScreenLink>
        <Button variant="ghost" size="s" onClick={() => setDismissed(true)}>
          {t('safer.prompt.later')}
        </Button>
      </div>
    </section>
  );
}

// The member's passkeys in the security centre: the ones they have, removing one, and adding one
// for this device. Where passkeys cannot work (the native wrapper, a browser without WebAuthn) the
// section says so, and the passwords keep working as before.
import {
  usePasskeyRegisterOptionsMutation,
  usePasskeysQuery,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
} from '@mweb/api-client';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { formatDate } from '@mweb/i18n';
import { isCeremonyCancelled, loadWebAuthn, passkeySupport } from '@mweb/ui-connected';
import { Button, Input, useNotice } from '@mweb/ui-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureLine } from '../forms/fields';
import { useFailureText } from '../forms/form-support';
import styles from './security.module.css';

export function PasskeysSection() {
  const { t } = useTranslation(['auth', 'common']);
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  const notice = useNotice();
  const failureText = useFailureText();
  const [support] = useState(passkeySupport);
  const passkeys = usePasskeysQuery(undefined, { skip: support !== 'supported' });
  const [askOptions, asking] = usePasskeyRegisterOptionsMutation();
  const [register, registering] = useRegisterPasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    setFailure(null);
    const chosen = name.trim();
    if (chosen === '') {
      setProblem(t('auth:validation.required'));
      return;
    }
    setProblem(undefined);
    try {
      const [optionsJSON, { startRegistration }] = await Promise.all([
        askOptions().unwrap(),
        loadWebAuthn(),
      ]);
      const credential = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<
          typeof startRegistration
        >[0]['optionsJSON'],
      });
      await register({
        name: chosen,
        credential: credential as unknown as Parameters<typeof register>[0]['credential'],
      }).unwrap();
      setName('');
      notice.success(t('auth:passkeys.added'));
    } catch (error) {
      setFailure(isCeremonyCancelled(error) ? t('auth:passkeys.cancelled') : failureText(error));
    }
  };

  return (
    <section className={styles['section']} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['heading']}>
        {t('auth:passkeys.title')}
      </h2>
      {support !== 'supported' ? (
        <p className={styles['hint']}>
          {t(support === 'nativeWrapper' ? 'auth:passkeys.in_app' : 'auth:passkeys.unsupported')}
        </p>
      ) : (
        <>
          <p className={styles['hint']}>{t('auth:passkeys.why')}</p>
          {passkeys.data && passkeys.data.length > 0 ? (
            <ul className={styles['cards']} aria-label={t('auth:passkeys.title')}>
              {passkeys.data.map((passkey) => (
                <li key={passkey.passkeyId} className={styles['card']}>
                  <span>{passkey.name}</span>
                  <span className={styles['hint']}>
                    {t('auth:passkeys.added_on', {
                      date: formatDate(passkey.createdAt, language),
                    })}
                  </span>
                  <Button
                    variant="secondary"
                    loading={
                      removing.isLoading && removing.originalArgs?.passkeyId === passkey.passkeyId
                    }
                    onClick={() =>
                      void remove({ passkeyId: passkey.passkeyId })
                        .unwrap()
                        .then(() => notice.success(t('auth:passkeys.removed')))
                        .catch((error: unknown) => setFailure(failureText(error)))
                    }
                  >
                    {t('auth:passkeys.remove', { name: passkey.name })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : passkeys.data ? (
            <p className={styles['hint']}>{t('auth:passkeys.none')}</p>
          ) : null}
          <form
            className={styles['form']}
            aria-label={t('auth:passkeys.add')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <Input
              label={t('auth:passkeys.name')}
              maxLength={64}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problem}
            />
            <FailureLine text={failure} />
            <Button type="submit" block loading={asking.isLoading || registering.isLoading}>
              {t('auth:passkeys.add')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

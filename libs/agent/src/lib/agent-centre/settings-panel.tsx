import {
  isApiError,
  useQuotasQuery,
  useRebateSettingsQuery,
  useSetDownlineRebateMutation,
  type ValueOf,
} from '@mweb/api-client';
import { Button, useNotice } from '@mweb/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';
import { checkRebate } from '../rebate/rebate-rule';
import { Field } from './field';
import { QueryState } from '@mweb/ui-connected';

type RebateSettings = ValueOf<'contracts.rebateSettings'>;

/** My rebate quotas per game category, the accounts I may still open, and setting a rebate. */
export function SettingsPanel() {
  const { t } = useTranslation('agent');
  const settings = useRebateSettingsQuery();
  const quotas = useQuotasQuery();
  return (
    <>
      <section className={styles['card']} aria-labelledby="rebate-quotas">
        <h2 id="rebate-quotas" className={styles['heading']}>
          {t('settings.quotas')}
        </h2>
        <QueryState query={settings} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <>
              <dl className={styles['facts']}>
                {list.map((setting) => (
                  <div key={setting.gameCategory} className={styles['pair']}>
                    <dt>{setting.gameCategory}</dt>
                    <dd>{`${setting.maxRatePercent}%`}</dd>
                  </div>
                ))}
              </dl>
              <SetRebateForm settings={list} />
            </>
          )}
        </QueryState>
      </section>
      <section className={styles['card']} aria-labelledby="account-quotas">
        <h2 id="account-quotas" className={styles['heading']}>
          {t('settings.accounts')}
        </h2>
        <QueryState query={quotas} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <dl className={styles['facts']}>
              {list.map((quota) => (
                <div key={quota.type} className={styles['pair']}>
                  <dt>
                    {t(quota.type === 0 ? 'settings.member_accounts' : 'settings.agent_accounts')}
                  </dt>
                  <dd>{quota.remaining}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** Sets a downline's rebate, refused here above my quota, and by the platform too. */
function SetRebateForm({ settings }: { settings: RebateSettings }) {
  const { t } = useTranslation(['agent', 'errors']);
  const notice = useNotice();
  const categoryId = useId();
  const [setRebate, { isLoading }] = useSetDownlineRebateMutation();
  const [userName, setUserName] = useState('');
  const [category, setCategory] = useState(settings[0]?.gameCategory ?? '');
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string>();
  const quota = settings.find((setting) => setting.gameCategory === category)?.maxRatePercent ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (userName.trim() === '') {
      setProblem(t('agent:settings.member_required'));
      return;
    }
    const check = checkRebate(rate, quota);
    if (!check.ok) {
      setProblem(
        check.refusal === 'above_quota'
          ? t('agent:settings.above_quota', { quota })
          : t('agent:settings.not_a_rate'),
      );
      return;
    }
    setRebate({ userName: userName.trim(), gameCategory: category, ratePercent: check.ratePercent })
      .unwrap()
      .then((saved) => {
        notice.success(t('agent:settings.saved', { userName: saved.userName }));
        setRate('');
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'rebate.above.quota') {
          setProblem(t('agent:settings.above_quota', { quota }));
        } else if (isApiError(error) && error.errorCode === 'downline.not.found') {
          setProblem(t('agent:settings.not_downline'));
        } else {
          setProblem(
            isApiError(error) && error.message ? error.message : t('errors:unknown_error'),
          );
        }
      });
  };

  return (
    <form className={styles['card']} onSubmit={onSubmit} aria-labelledby="set-rebate" noValidate>
      <h3 id="set-rebate" className={styles['heading']}>
        {t('agent:settings.set_rebate')}
      </h3>
      <Field
        label={t('agent:settings.member')}
        value={userName}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setUserName(event.target.value)}
      />
      <div className={styles['select']}>
        <label htmlFor={categoryId}>{t('agent:settings.category')}</label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {settings.map((setting) => (
            <option key={setting.gameCategory} value={setting.gameCategory}>
              {setting.gameCategory}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('agent:settings.rate')}
        hint={t('agent:settings.rate_hint', { quota })}
        value={rate}
        inputMode="decimal"
        maxLength={6}
        onChange={(event) => setRate(event.target.value)}
      />
      {problem ? (
        <p className={styles['alert']} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {t('agent:settings.save')}
      </Button>
    </form>
  );
}

import {
  isApiError,
  useConfirmDepositLimitMutation,
  useSaferHistoryQuery,
  useSaferStatusQuery,
  useSelfExcludeMutation,
  useSetDepositLimitMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  usePanicLockMutation,
  DEPOSIT_LIMIT_PERIODS,
  MAX_BREAK_DAYS,
  SELF_EXCLUSION_TERMS,
  type DepositLimitPeriod,
  type SaferStatusValue,
  type SelfExclusionTerm,
} from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { parseAmountText, toWire } from '@mweb/api-client/money';
import { ScreenLink } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { selectLanguage, selectSaferGambling } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { formatAmount, formatDate } from '@mweb/i18n';
import { QueryState } from '@mweb/ui-connected';
import { Button, Checkbox, ConfirmDialog, Countdown, Input, useNotice } from '@mweb/ui-kit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndSession } from '../session/end-session';
import styles from '../safer-gambling.module.css';

/** The intervals offered, in minutes: from 10 minutes to 4 hours. */
const REALITY_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const;
/** The break lengths offered besides "a number of days". */
const BREAK_CHOICES = [1, 7, 30] as const;

type T = (key: string, options?: Record<string, unknown>) => string;

function useDate() {
  const language = useAppSelector(selectLanguage);
  return (value: number) => formatDate(value, language, { withTime: true });
}

/** A titled part of the screen, named by its heading for screen readers. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles['section']} aria-labelledby={id}>
      <h2 id={id} className={styles['heading']}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A failure's words: the gateway's message, or the screen's own when there is none. */
function failureOf(error: unknown, t: T): string {
  return isApiError(error) && error.message ? error.message : t('failed');
}

function LimitRow({
  limit,
  now,
  offsetMs,
}: {
  limit: SaferStatusValue['depositLimits'][number];
  now: number;
  offsetMs: number;
}) {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const notice = useNotice();
  const [setLimit, setting] = useSetDepositLimitMutation();
  const [confirm, confirming] = useConfirmDepositLimitMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const period = limit.period;
  const name = t(`period.${period}`);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountText(text);
    if ('problem' in parsed) {
      setProblem(t(`amount_problem.${parsed.problem}`));
      return;
    }
    setProblem(undefined);
    try {
      const next = await setLimit({ period, amount: toWire(parsed.units) }).unwrap();
      const after = next.depositLimits.find((entry) => entry.period === period);
      notice.success(
        after?.pending
          ? t('limit.pending_saved', { date: date(after.pending.effectiveAt) })
          : t('limit.saved'),
      );
      setText('');
    } catch (error) {
      notice.fail(failureOf(error, t));
    }
  };

  const remove = async () => {
    try {
      const next = await setLimit({ period, amount: null }).unwrap();
      const after = next.depositLimits.find((entry) => entry.period === period);
      if (after?.pending)
        notice.success(t('limit.pending_saved', { date: date(after.pending.effectiveAt) }));
    } catch (error) {
      notice.fail(failureOf(error, t));
    }
  };

  const answer = async (yes: boolean) => {
    try {
      await confirm({ period, confirm: yes }).unwrap();
      notice.success(yes ? t('limit.confirmed') : t('limit.cancelled'));
    } catch (error) {
      notice.fail(failureOf(error, t));
    }
  };

  const pending = limit.pending;
  return (
    <form className={styles['limit']} onSubmit={(event) => void save(event)} noValidate>
      <h3 className={styles['subheading']}>{t('limit.title', { period: name })}</h3>
      <p>
        {limit.amount === null
          ? t('limit.none')
          : t('limit.current', { amount: formatAmount(limit.amount) })}
      </p>
      {limit.amount !== null ? (
        <p className={styles['muted']}>
          {t('limit.used', {
            used: formatAmount(limit.used),
            left: formatAmount(Math.max(0, limit.amount - limit.used)),
            date: date(limit.resetsAt),
          })}
        </p>
      ) : null}
      {pending ? (
        <div className={styles['pending']} role="status">
          <p>
            {pending.amount === null
              ? t('limit.pending_removal', { date: date(pending.effectiveAt) })
              : t('limit.pending_increase', {
                  amount: formatAmount(pending.amount),
                  date: date(pending.effectiveAt),
                })}
          </p>
          {pending.confirmable || pending.effectiveAt <= now ? (
            <p>{t('limit.confirm_now')}</p>
          ) : (
            <Countdown
              deadline={pending.effectiveAt}
              clockOffsetMs={offsetMs}
              label={t('limit.countdown')}
              variant="dhms"
              unitLabels={{
                days: t('unit.days'),
                hours: t('unit.hours'),
                minutes: t('unit.minutes'),
                seconds: t('unit.seconds'),
              }}
            />
          )}
          <div className={styles['actions']}>
            {pending.confirmable ? (
              <Button size="s" loading={confirming.isLoading} onClick={() => void answer(true)}>
                {t('limit.confirm', { period: name })}
              </Button>
            ) : null}
            <Button size="s" variant="secondary" onClick={() => void answer(false)}>
              {t('limit.cancel_change', { period: name })}
            </Button>
          </div>
        </div>
      ) : null}
      <Input
        label={t('limit.new', { period: name })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={problem}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles['actions']}>
        <Button type="submit" size="s" loading={setting.isLoading}>
          {t('limit.save', { period: name })}
        </Button>
        {limit.amount !== null && !(pending && pending.amount === null) ? (
          <Button size="s" variant="secondary" onClick={() => void remove()}>
            {t('limit.remove', { period: name })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function RealityCheckSection({ status }: { status: SaferStatusValue }) {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const notice = useNotice();
  const config = useAppSelector(selectSaferGambling);
  const [save, saving] = useSetRealityCheckMutation();
  const current = status.realityCheck.minutes;
  const [choice, setChoice] = useState<string>(current === null ? 'off' : String(current));
  const selectId = useId();
  const required = config.realityCheckRequiredMinutes;
  const choices = REALITY_CHOICES.filter((minutes) => required === null || minutes <= required);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const next = await save({ minutes: choice === 'off' ? null : Number(choice) }).unwrap();
      notice.success(
        next.realityCheck.pending
          ? t('reality.pending_saved', { date: date(next.realityCheck.pending.effectiveAt) })
          : t('reality.saved'),
      );
    } catch (error) {
      notice.fail(failureOf(error, t));
    }
  };

  return (
    <Section title={t('reality.title')}>
      <p>{t('reality.intro')}</p>
      <p>{current === null ? t('reality.off') : t('reality.current', { count: current })}</p>
      {status.realityCheck.pending ? (
        <p className={styles['pending']} role="status">
          {status.realityCheck.pending.minutes === null
            ? t('reality.pending_off', { date: date(status.realityCheck.pending.effectiveAt) })
            : t('reality.pending', {
                count: status.realityCheck.pending.minutes,
                date: date(status.realityCheck.pending.effectiveAt),
              })}
        </p>
      ) : null}
      <form className={styles['row']} onSubmit={(event) => void submit(event)}>
        <label htmlFor={selectId}>{t('reality.interval')}</label>
        <select
          id={selectId}
          className={styles['select']}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {required === null ? <option value="off">{t('reality.option_off')}</option> : null}
          {choices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('reality.option', { count: minutes })}
            </option>
          ))}
        </select>
        <Button type="submit" size="s" loading={saving.isLoading}>
          {t('reality.save')}
        </Button>
      </form>
    </Section>
  );
}

function BreakSection() {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const notice = useNotice();
  const endSession = useEndSession();
  const [takeBreak, taking] = useTakeBreakMutation();
  const [choice, setChoice] = useState<string>('1');
  const [daysText, setDaysText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [asking, setAsking] = useState<number | null>(null);
  const groupId = useId();

  const days = (): number | undefined => {
    if (choice !== 'custom') return Number(choice);
    const value = Number(daysText.trim());
    return /^\d+$/.test(daysText.trim()) && value >= 1 && value <= MAX_BREAK_DAYS
      ? value
      : undefined;
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const chosen = days();
    if (chosen === undefined) {
      setProblem(t('break.days_problem', { max: MAX_BREAK_DAYS }));
      return;
    }
    setProblem(undefined);
    setAsking(chosen);
  };

  const take = async (chosen: number) => {
    try {
      const { until } = await takeBreak({ days: chosen }).unwrap();
      setAsking(null);
      endSession(t('break.started', { date: date(until) }));
    } catch (error) {
      setAsking(null);
      notice.fail(failureOf(error, t));
    }
  };

  return (
    <Section title={t('break.title')}>
      <p>{t('break.intro', { max: MAX_BREAK_DAYS })}</p>
      <form onSubmit={ask} className={styles['stack']} noValidate>
        <fieldset className={styles['fieldset']} aria-describedby={groupId}>
          <legend>{t('break.length')}</legend>
          {[...BREAK_CHOICES.map(String), 'custom'].map((value) => (
            <label key={value} className={styles['radio']}>
              <input
                type="radio"
                name="break"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {value === 'custom' ? t('break.custom') : t(`break.option_${value}`)}
            </label>
          ))}
        </fieldset>
        <p id={groupId} className={styles['muted']}>
          {t('break.ends_sessions')}
        </p>
        {choice === 'custom' ? (
          <Input
            label={t('break.days', { max: MAX_BREAK_DAYS })}
            inputMode="numeric"
            value={daysText}
            error={problem}
            onChange={(event) => setDaysText(event.target.value)}
          />
        ) : null}
        <Button type="submit">{t('break.take')}</Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t('break.confirm_title')}
        message={t('break.confirm_body', { count: asking ?? 0 })}
        confirmLabel={t('break.confirm')}
        cancelLabel={t('cancel')}
        busy={taking.isLoading}
        busyLabel={t('please_wait')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) void take(asking);
        }}
      />
    </Section>
  );
}

function ExclusionSection() {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const notice = useNotice();
  const endSession = useEndSession();
  const [exclude, excluding] = useSelfExcludeMutation();
  const [term, setTerm] = useState<SelfExclusionTerm>('6m');
  const [understood, setUnderstood] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!understood) return;
    try {
      const { until } = await exclude({ term, confirmed: true }).unwrap();
      endSession(
        until === null
          ? t('exclusion.started_permanent')
          : t('exclusion.started', { date: date(until) }),
      );
    } catch (error) {
      notice.fail(failureOf(error, t));
    }
  };

  return (
    <Section title={t('exclusion.title')}>
      <p>{t('exclusion.intro')}</p>
      <form onSubmit={(event) => void submit(event)} className={styles['stack']}>
        <fieldset className={styles['fieldset']}>
          <legend>{t('exclusion.term')}</legend>
          {SELF_EXCLUSION_TERMS.map((value) => (
            <label key={value} className={styles['radio']}>
              <input
                type="radio"
                name="exclusion"
                value={value}
                checked={term === value}
                onChange={() => setTerm(value)}
              />
              {t(`exclusion.option_${value}`)}
            </label>
          ))}
        </fieldset>
        <Checkbox
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          label={t(
            term === 'permanent' ? 'exclusion.understand_permanent' : 'exclusion.understand',
            {
              term: t(`exclusion.option_${term}`),
            },
          )}
        />
        <Button type="submit" variant="danger" disabled={!understood} loading={excluding.isLoading}>
          {t('exclusion.submit')}
        </Button>
      </form>
    </Section>
  );
}

function LockSection() {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const notice = useNotice();
  const endSession = useEndSession();
  const [lock, locking] = usePanicLockMutation();
  return (
    <Section title={t('lock.title')}>
      <p>{t('lock.intro')}</p>
      <Button
        variant="danger"
        loading={locking.isLoading}
        onClick={() => {
          void lock()
            .unwrap()
            .then(
              ({ until }) => endSession(t('lock.started', { date: date(until) })),
              (error: unknown) => notice.fail(failureOf(error, t)),
            );
        }}
      >
        {t('lock.button')}
      </Button>
    </Section>
  );
}

function HistorySection() {
  const { t } = useTranslation('safer-gambling');
  const date = useDate();
  const history = useSaferHistoryQuery();
  return (
    <Section title={t('history.title')}>
      <QueryState
        query={history}
        isEmpty={(entries) => entries.length === 0}
        emptyTitle={t('history.empty')}
      >
        {(entries) => (
          <ol className={styles['history']}>
            {entries.map((entry) => {
              const period = entry.period ? t(`period.${entry.period}`) : '';
              const amount =
                entry.value === null ? t('history.no_limit') : formatAmount(entry.value);
              return (
                <li key={entry.id}>
                  <time dateTime={new Date(entry.at).toISOString()} className={styles['muted']}>
                    {date(entry.at)}
                  </time>{' '}
                  {t(`history.${entry.kind}`, {
                    period,
                    amount,
                    interval:
                      entry.value === null
                        ? t('reality.option_off')
                        : t('reality.option', { count: entry.value }),
                    count: entry.value ?? 0,
                    date: entry.until === null ? t('history.permanent') : date(entry.until),
                  })}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
    </Section>
  );
}

function HelpLinks() {
  const { t } = useTranslation('safer-gambling');
  const config = useAppSelector(selectSaferGambling);
  const leave = useLeaveApp();
  if (config.helpLinks.length === 0) return null;
  return (
    <Section title={t('help.title')}>
      <p>{t('help.intro')}</p>
      <ul className={styles['links']}>
        {config.helpLinks.map((link) => (
          <li key={link.url}>
            {/* A server URL: the app's one policy decides at the tap. */}
            <button
              type="button"
              className={styles['textButton']}
              onClick={() => void leave.open(link.url)}
            >
              {link.name}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function MemberTools() {
  const { t } = useTranslation('safer-gambling');
  const config = useAppSelector(selectSaferGambling);
  const date = useDate();
  const status = useSaferStatusQuery();
  return (
    <QueryState query={status}>
      {(value) => {
        const offsetMs =
          status.fulfilledTimeStamp === undefined ? 0 : value.now - status.fulfilledTimeStamp;
        return (
          <>
            {value.reviewDueAt !== null && value.reviewDueAt <= value.now ? (
              <p className={styles['pending']} role="status">
                {t('review_due')}
              </p>
            ) : null}
            {config.depositLimits ? (
              <Section title={t('limits.title')}>
                <p>{t('limits.intro')}</p>
                {value.depositRemaining !== null ? (
                  <p>{t('limits.remaining', { amount: formatAmount(value.depositRemaining) })}</p>
                ) : null}
                {DEPOSIT_LIMIT_PERIODS.map((period: DepositLimitPeriod) => {
                  const limit = value.depositLimits.find((entry) => entry.period === period);
                  return limit ? (
                    <LimitRow key={period} limit={limit} now={value.now} offsetMs={offsetMs} />
                  ) : null;
                })}
              </Section>
            ) : null}
            {config.realityCheck ? <RealityCheckSection status={value} /> : null}
            {config.panicLock ? <LockSection /> : null}
            {config.breaks ? <BreakSection /> : null}
            {config.selfExclusion ? <ExclusionSection /> : null}
            <HistorySection />
            {value.breakUntil !== null ? (
              <p>{t('break.until', { date: date(value.breakUntil) })}</p>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * /m/saferGambling: the member's deposit limits (with increases that wait and their countdown),
 * reality check, lock, break, self-exclusion and the history of every change; for a guest, what
 * the tools are and where to get help. Every rule is the platform's; this screen only asks.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation('safer-gambling');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <main className={styles['page']} aria-label={t('common:title.safer_gambling')}>
      <p className={styles['intro']}>{t('intro')}</p>
      {loggedIn ? (
        <MemberTools />
      ) : (
        <Section title={t('guest.title')}>
          <p>{t('guest.body')}</p>
          <ScreenLink screen="login" className={styles['textButton']}>
            {t('guest.login')}
          </ScreenLink>
        </Section>
      )}
      <HelpLinks />
    </main>
  );
}

// The security centre's sections besides the head icon, the passkeys and the bank cards: personal
// information with the payee name, the e-mail binding, the security question and the passwords.
// Each form keeps what was typed when a call fails, and says why under the field or the form.
import {
  isApiError,
  useBindEmailMutation,
  useMemberInfoQuery,
  useSecurityConfigQuery,
  useSecurityQuestionsQuery,
  useSetPayeeNameMutation,
  useSendEmailCodeMutation,
  useSetSecurityQuestionMutation,
} from '@mweb/api-client';
import { ScreenLink } from '@mweb/api-client/screens';
import { QueryState, usePaymentPasswordForm } from '@mweb/ui-connected';
import { Button, CodeInput, Input, SmsCodeButton, useNotice } from '@mweb/ui-kit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureLine } from '../forms/fields';
import { useFailureText } from '../forms/form-support';
import { smsCountdownSeconds } from '../mobile-number';
import { isEmail } from '../rules/field-rules';
import styles from './security.module.css';

/** A section with its heading, named by it for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** A section's form: fields, the failure line and the submit button. */
export function SectionForm({
  label,
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles['form']}
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      <FailureLine text={failure} />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * Nickname, account, mobile, e-mail and payee name; the payee name is set here once. The gateway
 * family has no call that changes a nickname or a mobile number (GATEWAY.md, SPEC.md section 7
 * names only the payee name and the e-mail binding), so they are read-only here and the section
 * says where they are changed. A settings answer that cannot be read is a contained error with a
 * retry, never a page of blanks.
 */
export function PersonalInfoSection() {
  const { t } = useTranslation(['auth', 'common']);
  const member = useMemberInfoQuery();
  const config = useSecurityConfigQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const [payee, setPayee] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [savePayee, { isLoading }] = useSetPayeeNameMutation();
  const notSet = t('auth:security.not_set');
  return (
    <Section title={t('auth:security.personal')}>
      <QueryState query={config} count={5}>
        {(settings) => {
          // Account, mobile and e-mail are written left to right in every language: a masked
          // number (`******678`) has no letter to tell right-to-left text its direction.
          const rows: [string, string, 'ltr' | undefined][] = [
            [t('auth:security.account'), member.data?.account ?? '–', 'ltr'],
            [t('auth:security.nickname'), member.data?.nickname ?? notSet, undefined],
            [t('auth:security.mobile'), settings.maskedMobile ?? notSet, 'ltr'],
            [t('auth:security.email'), settings.email ?? notSet, 'ltr'],
            [t('auth:security.payee_name'), settings.payeeName ?? notSet, undefined],
          ];
          return (
            <>
              <dl className={styles['facts']}>
                {rows.map(([term, value, dir]) => (
                  <div key={term} className={styles['fact']}>
                    <dt>{term}</dt>
                    <dd>
                      <bdi dir={value === notSet ? undefined : dir}>{value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles['hint']}>{t('auth:security.personal_where')}</p>
            </>
          );
        }}
      </QueryState>
      {config.data && config.data.payeeName === null ? (
        <SectionForm
          label={t('auth:security.payee_set')}
          submitLabel={t('auth:security.save')}
          busy={isLoading}
          failure={failure}
          onSubmit={() => {
            setFailure(null);
            const payeeName = payee.trim();
            if (payeeName === '') {
              setProblem(t('auth:validation.required'));
              return;
            }
            setProblem(undefined);
            savePayee({ payeeName })
              .unwrap()
              .then(() => notice.success(t('auth:security.saved')))
              .catch((error: unknown) => setFailure(failureText(error)));
          }}
        >
          <p className={styles['hint']}>{t('auth:security.payee_once')}</p>
          <Input
            label={t('auth:security.payee_name')}
            autoComplete="name"
            maxLength={64}
            value={payee}
            onChange={(event) => setPayee(event.target.value)}
            error={problem}
          />
        </SectionForm>
      ) : null}
    </Section>
  );
}

/** The e-mail code's length, as the platform sends it. */
const EMAIL_CODE_DIGITS = 6;
/** The answers that concern the typed code, shown under the code field. */
const CODE_ERRORS = new Set(['email.code.invalid', 'email.code.expired']);

/**
 * Binds an e-mail address with its verification: the format is checked here, a code is sent to the
 * address (the platform refuses an address another account has, before sending), and the binding
 * is the form-encoded e-mail post with that code. Whatever fails, what was typed stays.
 */
export function EmailSection() {
  const { t } = useTranslation(['auth', 'errors']);
  const config = useSecurityConfigQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ email?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sendCode, sending] = useSendEmailCodeMutation();
  const [bind, binding] = useBindEmailMutation();

  /** The typed address, or undefined (and the field says why) when it is not one. */
  const checkedEmail = (): string | undefined => {
    const value = email.trim();
    if (isEmail(value)) return value;
    setProblems({ email: t('errors:email_format') });
    return undefined;
  };

  const refusal = (error: unknown) => {
    if (isApiError(error) && error.errorCode === 'email.taken') {
      setProblems({ email: t('auth:register.email_taken') });
    } else if (isApiError(error) && CODE_ERRORS.has(error.errorCode)) {
      setProblems({ code: failureText(error) });
    } else {
      setFailure(failureText(error));
    }
  };

  const requestCode = async () => {
    setFailure(null);
    const value = checkedEmail();
    if (value === undefined) return;
    setProblems({});
    try {
      const sent = await sendCode({ email: value }).unwrap();
      setExpiresAt(Date.now() + smsCountdownSeconds(sent.expiredMinutes) * 1000);
      notice.success(t('auth:security.email_code_sent', { email: value }));
    } catch (error) {
      refusal(error);
    }
  };

  const submit = async () => {
    setFailure(null);
    const value = checkedEmail();
    if (value === undefined) return;
    if (code.length !== EMAIL_CODE_DIGITS) {
      setProblems({ code: t('auth:security.email_code_digits') });
      return;
    }
    setProblems({});
    try {
      await bind({ email: value, verificationCode: code }).unwrap();
      setEmail('');
      setCode('');
      setExpiresAt(null);
      notice.success(t('auth:security.email_saved'));
    } catch (error) {
      refusal(error);
    }
  };

  return (
    <Section title={t('auth:security.email_title')}>
      {config.data ? (
        <p className={styles['hint']}>
          {config.data.email
            ? t('auth:security.email_current', { email: config.data.email })
            : t('auth:security.email_none')}
        </p>
      ) : null}
      <SectionForm
        label={t('auth:security.email_title')}
        submitLabel={t('auth:security.email_bind')}
        busy={binding.isLoading}
        failure={failure}
        onSubmit={() => void submit()}
      >
        <Input
          label={t('auth:security.email_new')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email}
        />
        <CodeInput
          label={t('auth:security.email_code')}
          placeholder={t('auth:security.email_code_placeholder')}
          maxLength={EMAIL_CODE_DIGITS}
          autoComplete="one-time-code"
          value={code}
          onValueChange={setCode}
          error={problems.code}
          end={
            <SmsCodeButton
              label={t('auth:login.get_code')}
              expiresAt={expiresAt}
              formatSeconds={(seconds) => t('auth:login.resend_in', { seconds })}
              onRequest={() => void requestCode()}
              disabled={sending.isLoading}
            />
          }
        />
      </SectionForm>
    </Section>
  );
}

/** One of the platform's questions and the member's answer. */
export function SecurityQuestionSection() {
  const { t } = useTranslation('auth');
  const config = useSecurityConfigQuery();
  const questions = useSecurityQuestionsQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const selectId = useId();
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [problems, setProblems] = useState<{ question?: string; answer?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSetSecurityQuestionMutation();
  return (
    <Section title={t('security.question_title')}>
      <p className={styles['hint']}>
        {config.data?.hasSecurityQuestion
          ? t('security.question_set')
          : t('security.question_none')}
      </p>
      <SectionForm
        label={t('security.question_title')}
        submitLabel={t('security.save')}
        busy={isLoading}
        failure={failure}
        onSubmit={() => {
          setFailure(null);
          const next = {
            question: questionId === '' ? t('validation.required') : undefined,
            answer: answer.trim() === '' ? t('validation.required') : undefined,
          };
          setProblems(next);
          if (next.question || next.answer) return;
          save({ questionId: Number(questionId), answer: answer.trim() })
            .unwrap()
            .then(() => {
              setAnswer('');
              notice.success(t('security.saved'));
            })
            .catch((error: unknown) => setFailure(failureText(error)));
        }}
      >
        <label className={styles['label']} htmlFor={selectId}>
          {t('security.question')}
        </label>
        <select
          id={selectId}
          className={styles['select']}
          value={questionId}
          aria-invalid={problems.question ? true : undefined}
          aria-describedby={problems.question ? `${selectId}-problem` : undefined}
          onChange={(event) => setQuestionId(event.target.value)}
        >
          <option value="">{t('security.question_pick')}</option>
          {(questions.data ?? []).map((question) => (
            <option key={question.questionId} value={question.questionId}>
              {question.text}
            </option>
          ))}
        </select>
        {problems.question ? (
          <p id={`${selectId}-problem`} className={styles['problem']}>
            {problems.question}
          </p>
        ) : null}
        <Input
          label={t('security.answer')}
          maxLength={128}
          autoComplete="off"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={problems.answer}
        />
      </SectionForm>
    </Section>
  );
}

/** The login password (its own screen) and the six-digit payment password, proved by the login one. */
export function PasswordsSection() {
  const { t } = useTranslation(['auth', 'common']);
  const config = useSecurityConfigQuery();
  const notice = useNotice();
  const failureText = useFailureText();
  const payment = usePaymentPasswordForm({
    words: {
      loginPassword: t('auth:security.login_password'),
      newPaymentPassword: t('auth:security.new_payment_password'),
      loginRequired: t('auth:validation.required'),
      paymentFormat: t('auth:security.payment_format'),
      loginIncorrect: t('auth:security.login_incorrect'),
    },
    failureText,
    onSaved: () => notice.success(t('auth:security.saved')),
  });
  return (
    <Section title={t('auth:security.passwords')}>
      <ScreenLink className={styles['link']} screen="changePsw">
        {t('auth:security.change_login_password')}
      </ScreenLink>
      <p className={styles['hint']}>
        {config.data?.hasPaymentPassword
          ? t('auth:security.payment_set')
          : t('auth:security.payment_none')}
      </p>
      <SectionForm
        label={t('auth:security.payment_password')}
        submitLabel={t('auth:security.save')}
        busy={payment.busy}
        failure={payment.failure ?? null}
        onSubmit={payment.submit}
      >
        {payment.fields}
      </SectionForm>
    </Section>
  );
}

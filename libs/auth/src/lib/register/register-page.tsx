import {
  isApiError,
  useCommonPatternsQuery,
  useLazyCheckAffiliateQuery,
  useRegisterMobileMutation,
  useRegisterMutation,
  useRegistrationSettingsQuery,
  type ArgOf,
} from '@mweb/api-client';
import { ScreenLink, useScreenPath } from '@mweb/api-client/screens';
import { loginDeviceId } from '@mweb/api-client/session';
import { selectFlag, selectRegisterMethod } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Button, Checkbox, Dialog, Empty, Input, Skeleton, Tabs, useNotice } from '@mweb/ui-kit';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FORM_NAMESPACES,
  useErrorText,
  useFailureText,
  useRevalidateFilledOnLanguageChange,
} from '../forms/form-support';
import {
  CaptchaFormField,
  DefaultDialingCode,
  FailureLine,
  MobileNumberField,
  PasswordField,
  SlideCheckField,
  SmsCodeFormField,
  useSlideCheck,
  SubmitButton,
} from '../forms/fields';
import styles from '../forms/form.module.css';
import { ScreenTop } from '../forms/screen-top';
import { useCaptcha } from '../login/use-captcha';
import { mobileForGateway } from '../mobile-number';
import { useSmsCode } from '../sms/use-sms-code';
import { useAvailability } from './use-availability';
import {
  REGISTER_FIELDS,
  emptyRegister,
  registerSchema,
  visibleFields,
  type RegisterContext,
  type RegisterField,
  type RegisterMode,
  type RegisterSettings,
  type RegisterValues,
} from './register-schema';
import { formResolver } from '../rules/form-rules';

// The terms (and the HTML sanitiser they need) load only when the player asks to read them.
const AgreementView = lazy(() =>
  import('../agreement/agreement-view').then((module) => ({ default: module.AgreementView })),
);

/** The registration call's payload. */
type RegisterBody = ArgOf<'account.register'>;

/** The bad-invitation toast (SPEC.md section 8). */
export const INVITATION_ERROR_NOTICE_MS = 1_000;

/** The invitation code a link carries (`?affiliateCode=` or the short `?r=`). */
export function affiliateCodeFrom(search: URLSearchParams): string {
  return (search.get('affiliateCode') ?? search.get('r') ?? '').trim().slice(0, 32);
}

/** The modes registration offers: a tab only when both are on, mobile by default when alone. */
export function registerModes(usernameOn: boolean, mobileOn: boolean): RegisterMode[] {
  return [
    ...(usernameOn ? (['username'] as const) : []),
    ...(mobileOn ? (['mobile'] as const) : []),
  ];
}

const LABEL_KEYS: Record<RegisterField, string> = {
  username: 'auth:register.username',
  mobileNum: 'auth:register.mobile',
  verificationCode: 'auth:register.verification_code',
  password: 'auth:register.password',
  confirmPassword: 'auth:register.confirm_password',
  paymentPassword: 'auth:register.payment_password',
  nickname: 'auth:register.nickname',
  payeeName: 'auth:register.payee_name',
  email: 'auth:register.email',
  idNumber: 'auth:register.id_number',
  qqNum: 'auth:register.qq',
  facebook: 'auth:register.facebook',
  wechat: 'auth:register.wechat',
  line: 'auth:register.line',
  whatsapp: 'auth:register.whatsapp',
  zalo: 'auth:register.zalo',
  recommenderId: 'auth:register.recommender_id',
  affiliateCode: 'auth:register.affiliate_code',
  captcha: 'auth:register.captcha',
};

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  nickname: 'nickname',
  payeeName: 'name',
  email: 'email',
};

const PASSWORD_FIELDS = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

/** The registration payload from the form's values: only the fields shown, numbers as the gateway takes them. */
export function registerBody(
  values: RegisterValues,
  context: RegisterContext,
  origin: { host: string; registerMethod: RegisterBody['registerMethod'] },
): RegisterBody {
  const shown = new Set(visibleFields(context));
  const extra: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    if (field === 'username' || field === 'password' || !shown.has(field)) continue;
    const value = field === 'mobileNum' ? mobileForGateway(values[field]) : values[field].trim();
    if (value !== '') extra[field] = value;
  }
  const mobile = mobileForGateway(values.mobileNum);
  return {
    ...extra,
    username: context.mode === 'mobile' ? mobile : values.username.trim(),
    password: values.password,
    ...(shown.has('mobileNum') && values.countryDialingCode
      ? { countryDialingCode: values.countryDialingCode }
      : {}),
    registerUrl: origin.host,
    domain: origin.host,
    registerMethod: origin.registerMethod,
    type: 0,
    login: true,
    loginDeviceId: loginDeviceId(),
  };
}

/** Which field a registration failure belongs to, if any. */
function failedField(error: unknown, mode: RegisterMode): RegisterField | null {
  if (!isApiError(error)) return null;
  switch (error.errorCode) {
    case 'register.username.exists':
      return mode === 'mobile' ? 'mobileNum' : 'username';
    case 'invitation.code.invalid':
      return 'affiliateCode';
    case 'captcha.invalid':
      return 'captcha';
    case 'sms.code.invalid':
      return 'verificationCode';
    case 'register.field.invalid': {
      const value = error.value;
      const field =
        typeof value === 'object' && value !== null && 'field' in value ? value.field : undefined;
      return REGISTER_FIELDS.find((candidate) => candidate === field) ?? null;
    }
    default:
      return null;
  }
}

/** /m/register: the registration form the server's settings describe. */
export function RegisterPage() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const usernameOn = useAppSelector((state) => selectFlag(state, 'USERNAMEREG3'));
  const mobileOn = useAppSelector((state) => selectFlag(state, 'MOBILENUMREG3'));
  const settings = useRegistrationSettingsQuery();
  const patterns = useCommonPatternsQuery();
  const modes = registerModes(usernameOn, mobileOn);

  const top = <ScreenTop title={t('auth:register.title')} />;
  if (settings.isLoading || patterns.isLoading) {
    return (
      <>
        {top}
        <main className={styles['page']}>
          <Skeleton shape="text" count={6} label={t('common:status.loading')} />
        </main>
      </>
    );
  }
  if (!settings.data || !patterns.data) {
    return (
      <>
        {top}
        <main className={styles['page']}>
          <Empty
            title={t('errors:network')}
            action={
              <Button
                onClick={() => {
                  void settings.refetch();
                  void patterns.refetch();
                }}
              >
                {t('common:action.retry')}
              </Button>
            }
          />
        </main>
      </>
    );
  }
  if (modes.length === 0) {
    return (
      <>
        {top}
        <main className={styles['page']}>
          <Empty title={t('errors:no_permission')} />
        </main>
      </>
    );
  }
  return <RegisterForm modes={modes} settings={settings.data} patterns={patterns.data} />;
}

function RegisterForm({
  modes,
  settings,
  patterns,
}: {
  modes: RegisterMode[];
  settings: RegisterSettings;
  patterns: RegisterContext['patterns'];
}) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const notice = useNotice();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [search] = useSearchParams();
  const smsVerification = useAppSelector((state) => selectFlag(state, 'REGMOBVERF3'));
  const registerMethod = useAppSelector(selectRegisterMethod);
  const sms = useSmsCode('register');
  const [registerByName, byName] = useRegisterMutation();
  const [registerByMobile, byMobile] = useRegisterMobileMutation();
  const [checkAffiliate] = useLazyCheckAffiliateQuery();

  const [mode, setMode] = useState<RegisterMode>(
    modes.includes('username') ? 'username' : 'mobile',
  );
  const slide = useSlideCheck(mode === 'username');
  const [failure, setFailure] = useState<string | null>(null);
  const context: RegisterContext = useMemo(
    () => ({ mode, settings, patterns, smsVerification }),
    [mode, settings, patterns, smsVerification],
  );
  const shown = visibleFields(context);
  const captcha = useCaptcha(shown.includes('captcha'));
  const linkedCode = affiliateCodeFrom(search);
  const defaults = useMemo(() => emptyRegister(linkedCode), [linkedCode]);
  const schema = useMemo(() => registerSchema(context), [context]);

  const form = useForm<RegisterValues>({
    resolver: formResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { control, formState, setValue, getValues } = form;
  useRevalidateFilledOnLanguageChange(form);
  const agreed = useWatch({ control, name: 'agreement' });
  const checkAvailability = useAvailability(form, failureText);
  // A dialog rather than a trip to /m/agreement: the form's values live in this page only, and
  // leaving it would drop what the player typed.
  const [readingAgreement, setReadingAgreement] = useState(false);

  const markField = (field: RegisterField, message: string) => {
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
  };

  const requestCode = async () => {
    if (!(await form.trigger(['mobileNum']))) return;
    await sms.send(getValues('mobileNum'), getValues('countryDialingCode'));
  };

  /** The server's check of an invitation code; false (and the field marked) when it is bad. */
  const affiliateAccepted = async (code: string): Promise<boolean> => {
    if (!shown.includes('affiliateCode') || code.trim() === '') return true;
    try {
      await checkAffiliate({ code: code.trim(), domain: window.location.hostname }).unwrap();
      return true;
    } catch (error) {
      if (isApiError(error) && error.errorCode !== 'invitation.code.invalid') {
        setFailure(failureText(error));
        return false;
      }
      notice.fail(t('auth:invitation_code_error'), { duration: INVITATION_ERROR_NOTICE_MS });
      markField('affiliateCode', 'auth:invitation_code_error');
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const slideAnswer = mode === 'username' ? slide.demand() : null;
    if (mode === 'username' && !slideAnswer) return;
    if (!(await affiliateAccepted(values.affiliateCode))) {
      slide.reset();
      return;
    }
    const body = registerBody(values, context, {
      host: window.location.hostname,
      registerMethod,
    });
    try {
      await (
        mode === 'mobile' ? registerByMobile(body) : registerByName({ ...body, ...slideAnswer })
      ).unwrap();
      notice.success(t('auth:in_registered_successfully'));
      // Home offers the new member a deposit limit (the safer-gambling strip reads this state).
      void navigate(home, { replace: true, state: { registered: true } });
    } catch (error) {
      slide.reset();
      if (shown.includes('captcha')) {
        setValue('captcha', '');
        captcha.refresh();
      }
      const field = failedField(error, mode);
      if (field && shown.includes(field)) {
        if (field === 'affiliateCode') {
          notice.fail(t('auth:invitation_code_error'), { duration: INVITATION_ERROR_NOTICE_MS });
        }
        markField(field, failureText(error));
      } else {
        setFailure(failureText(error));
      }
    }
  });

  const switchMode = (next: string) => {
    const chosen: RegisterMode = next === 'mobile' ? 'mobile' : 'username';
    if (chosen === mode) return;
    setMode(chosen);
    form.clearErrors();
    setFailure(null);
  };

  const resetForm = () => {
    form.reset({ ...defaults, countryDialingCode: getValues('countryDialingCode') });
    slide.reset();
    setFailure(null);
  };

  const submitting = byName.isLoading || byMobile.isLoading;

  return (
    <>
      <ScreenTop title={t('auth:register.title')} />
      <main className={styles['page']}>
        <FormProvider {...form}>
          <DefaultDialingCode />
          <form
            className={styles['form']}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onReset={(event) => {
              event.preventDefault();
              resetForm();
            }}
          >
            {modes.length > 1 ? (
              <Tabs
                label={t('auth:login.mode')}
                items={[
                  { id: 'username', label: t('auth:register.mode_username') },
                  { id: 'mobile', label: t('auth:register.mode_mobile') },
                ]}
                selectedId={mode}
                onSelect={switchMode}
              />
            ) : null}
            {shown.map((field) => (
              <RegisterFieldInput
                key={field}
                field={field}
                form={form}
                label={t(LABEL_KEYS[field])}
                error={errorText(formState.errors[field])}
                captcha={captcha}
                sms={{ ...sms, request: () => void requestCode() }}
                onLeave={
                  field === 'email' || (field === 'username' && mode === 'username')
                    ? () => checkAvailability(field)
                    : undefined
                }
              />
            ))}
            {mode === 'username' ? <SlideCheckField check={slide} /> : null}
            <Controller
              control={control}
              name="agreement"
              render={({ field }) => (
                <Checkbox
                  label={t('auth:register.agreement')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Button
              type="button"
              variant="ghost"
              className={styles['link']}
              onClick={() => setReadingAgreement(true)}
            >
              {t('common:user_agreement')}
            </Button>
            <FailureLine text={failure} />
            <SubmitButton busy={submitting} disabled={!agreed}>
              {t('auth:register.submit')}
            </SubmitButton>
            <Button type="reset" variant="secondary" block>
              {t('auth:register.reset')}
            </Button>
          </form>
        </FormProvider>
        <p className={styles['links']}>
          <span className={styles['muted']}>{t('auth:register.has_account')}</span>
          <ScreenLink className={styles['link']} screen="login">
            {t('auth:register.to_login')}
          </ScreenLink>
        </p>
        <Dialog
          open={readingAgreement}
          onClose={() => setReadingAgreement(false)}
          title={t('common:title.user_agreement')}
          closeLabel={t('common:action.close')}
        >
          <Suspense
            fallback={<Skeleton label={t('common:status.loading')} shape="text" count={4} />}
          >
            <AgreementView />
          </Suspense>
        </Dialog>
      </main>
    </>
  );
}

interface RegisterFieldInputProps {
  field: RegisterField;
  form: UseFormReturn<RegisterValues>;
  label: string;
  error: string | undefined;
  captcha: ReturnType<typeof useCaptcha>;
  sms: ReturnType<typeof useSmsCode> & { request: () => void };
  /** Called as the member leaves the field (the server's availability check). */
  onLeave?: () => void;
}

/** One registration field, drawn by its kind: password, mobile number, SMS code, captcha or text. */
function RegisterFieldInput({
  field,
  form,
  label,
  error,
  captcha,
  sms,
  onLeave,
}: RegisterFieldInputProps) {
  const { register } = form;
  if (PASSWORD_FIELDS.has(field)) {
    return (
      <PasswordField
        label={label}
        autoComplete={AUTOCOMPLETE[field]}
        inputMode={field === 'paymentPassword' ? 'numeric' : undefined}
        error={error}
        field={register(field)}
      />
    );
  }
  if (field === 'mobileNum') return <MobileNumberField name="mobileNum" label={label} />;
  if (field === 'verificationCode') return <SmsCodeFormField sms={sms} onRequest={sms.request} />;
  if (field === 'captcha') return <CaptchaFormField label={label} captcha={captcha} />;
  return (
    <Input
      label={label}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      autoCapitalize="none"
      error={error}
      {...register(field, onLeave ? { onBlur: onLeave } : undefined)}
    />
  );
}

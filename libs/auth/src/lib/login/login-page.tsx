import {
  asksForCaptcha,
  saferRefusalOf,
  useCommonPatternsQuery,
  useLoginMutation,
  type ArgOf,
  type LoginChallenge,
} from '@mweb/api-client';
import { useAfterFirstPaint } from '@mweb/api-client/scheduling';
import { ScreenLink, useScreenPath } from '@mweb/api-client/screens';
import { loginDeviceId } from '@mweb/api-client/session';
import {
  languageChosen,
  selectFlag,
  selectImageCdn,
  selectLanguage,
  selectLanguageOffers,
} from '@mweb/api-client/site';
import { useAppDispatch, useAppSelector } from '@mweb/api-client/store';
import type { LanguageCode } from '@mweb/i18n';
import { SaferHelp, useSaferRefusalText } from '@mweb/ui-connected';
import { Button, Checkbox, Input, LanguagePicker, Tabs } from '@mweb/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  FORM_NAMESPACES,
  useErrorText,
  useFailureText,
  revalidateFilled,
  useRevalidateFilledOnLanguageChange,
} from '../forms/form-support';
import { releaseFirstSlideChallenge } from '../forms/first-slide-challenge';
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
import { mobileForGateway } from '../mobile-number';
import {
  usePhoneVerificationProvider,
  type SocialProvider,
} from '../phone-verification/phone-verification';
import { useSmsCode } from '../sms/use-sms-code';
import { useStartTrial } from '../trial/use-start-trial';
import { emptyLogin, loginSchema, type LoginMethod, type LoginValues } from './login-schema';
import { NO_PATTERNS } from '../rules/field-rules';
import { formResolver, type FormSchema } from '../rules/form-rules';
import { keepCredentials, rememberedFields, rememberedPassword } from './remembered-login';
import { useCaptcha } from './use-captcha';
import { LoginVerification, loginChallengeOf } from './login-verification';
import { usePasskeyLogin } from './use-passkey-login';

/** The login call's payload. */
type LoginBody = ArgOf<'account.login'>;

/** Where a successful login goes: back to the page that asked for it, else home. */
export function returnPath(state: unknown, home: string): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : home;
}

/** The login payload for a method, from the form's values. */
function loginBody(
  method: LoginMethod,
  values: LoginValues,
  captchaShown: boolean,
): Omit<LoginBody, 'loginDeviceId'> {
  if (method === 'sms') {
    return {
      type: 'sms',
      username: mobileForGateway(values.mobile),
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode,
    };
  }
  return {
    type: 'username',
    username: values.username.trim(),
    password: values.password,
    ...(captchaShown ? { captcha: values.captcha } : {}),
  };
}

/** /m/login: username or mobile-number login, captcha on demand, SMS code, trial and social login. */
export function LoginPage() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const home = useScreenPath('home');
  const location = useLocation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const saferText = useSaferRefusalText();
  const language = useAppSelector(selectLanguage);
  const loginLanguages = useAppSelector(selectLanguageOffers).login;
  const imageCdn = useAppSelector(selectImageCdn);
  const mobileLogin = useAppSelector((state) => selectFlag(state, 'MOBILEVERCODELOGIN3'));
  const facebook = useAppSelector((state) => selectFlag(state, 'FACEBOOKLOGIN3'));
  const google = useAppSelector((state) => selectFlag(state, 'GOOGLELOGIN3'));
  const provider = usePhoneVerificationProvider();
  // The patterns only check what is sent: they need not come before the page's first paint.
  const painted = useAfterFirstPaint();
  const { data: patterns = NO_PATTERNS } = useCommonPatternsQuery(undefined, { skip: !painted });
  const [login, { isLoading }] = useLoginMutation();
  const startTrial = useStartTrial();
  const sms = useSmsCode('noLogin');

  const [method, setMethod] = useState<LoginMethod>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const slide = useSlideCheck(method === 'username', releaseFirstSlideChallenge);
  const [failure, setFailure] = useState<string | null>(null);
  // A self-excluded member's refusal comes with the help organisations (LCCP 3.5.4).
  const [excluded, setExcluded] = useState(false);
  // The second step a login asked for (`login_verify_required`), with what the form held.
  const [second, setSecond] = useState<{
    challenge: LoginChallenge;
    values: LoginValues;
  } | null>(null);

  const schema: FormSchema<LoginValues> = useMemo(
    () => loginSchema(method, patterns, captchaShown),
    [method, patterns, captchaShown],
  );
  // Read once: the remembered name at once, its password when the cipher has opened it (below).
  const [initialValues] = useState(() => ({ ...emptyLogin, ...rememberedFields('username') }));
  const form = useForm<LoginValues>({
    resolver: formResolver(schema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, formState, setValue, getValues } = form;
  useRevalidateFilledOnLanguageChange(form);

  // The patterns come after the first paint: what the member typed before they came is checked
  // again against them, so a message does not wait for the login button.
  useEffect(() => {
    if (patterns !== NO_PATTERNS) revalidateFilled(form);
  }, [patterns, form]);

  // The remembered password fills a form the member has not typed into meanwhile. If the cipher
  // cannot be downloaded, the member types the password as if none had been remembered.
  useEffect(() => {
    if (method !== 'username') return;
    let current = true;
    rememberedPassword().then(
      (remembered) => {
        if (!current || !remembered) return;
        if (getValues('password') !== '' || getValues('username') !== remembered.username) return;
        setValue('password', remembered.password);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [method, getValues, setValue]);

  const switchMethod = (next: string) => {
    const chosen: LoginMethod = next === 'sms' ? 'sms' : 'username';
    if (chosen === method) return;
    setMethod(chosen);
    form.clearErrors();
    setFailure(null);
    // Remembered credentials of the other method replace nothing the member typed there.
    for (const [name, value] of Object.entries(rememberedFields(chosen))) {
      setValue(name as keyof LoginValues, value);
    }
    if (captchaShown) captcha.refresh();
  };

  const requestCode = async () => {
    if (!(await form.trigger(['countryDialingCode', 'mobile']))) return;
    await sms.send(getValues('mobile'), getValues('countryDialingCode'));
  };

  const succeed = (values: LoginValues) => {
    // A failed download of the cipher leaves the password unremembered: the next login asks it.
    void keepCredentials(method, values).catch(() => undefined);
    void navigate(returnPath(location.state, home), { replace: true });
  };

  const fail = (error: unknown) => {
    slide.reset();
    if (asksForCaptcha(error)) {
      setValue('captcha', '');
      // Showing the captcha fetches a fresh image; one already shown needs a new one.
      setCaptchaShown(true);
    }
    if (captchaShown) captcha.refresh();
    // A break or an exclusion names its end in the member's language.
    setFailure(saferText(error) ?? failureText(error));
    setExcluded(saferRefusalOf(error)?.reason === 'selfExclusion');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const slideAnswer = method === 'username' ? slide.demand() : null;
    if (method === 'username' && !slideAnswer) return;
    setFailure(null);
    try {
      await login({
        ...loginBody(method, values, captchaShown),
        ...slideAnswer,
        loginDeviceId: loginDeviceId(),
      }).unwrap();
      succeed(values);
    } catch (error) {
      const challenge = method === 'username' ? loginChallengeOf(error) : null;
      if (challenge) {
        slide.reset();
        setSecond({ challenge, values });
        return;
      }
      fail(error);
    }
  });

  const passkey = usePasskeyLogin(
    () => void navigate(returnPath(location.state, home), { replace: true }),
    (error) => setFailure(failureText(error)),
  );

  const signInWith = async (kind: SocialProvider) => {
    if (!provider) return;
    setFailure(null);
    try {
      const proof = await provider.signIn(kind);
      await login({
        type: 'firebase',
        username: proof.mobileNo ?? kind,
        firebaseChannel: 'sms',
        firebaseIdToken: proof.idToken,
        ...(proof.mobileNo ? { firebaseMobileNo: proof.mobileNo } : {}),
        ...(proof.countryDialingCode ? { countryDialingCode: proof.countryDialingCode } : {}),
        loginDeviceId: loginDeviceId(),
      }).unwrap();
      void navigate(returnPath(location.state, home), { replace: true });
    } catch (error) {
      fail(error);
    }
  };

  const socialKinds: SocialProvider[] = [
    ...(facebook ? (['facebook'] as const) : []),
    ...(google ? (['google'] as const) : []),
  ];
  const showSocial = provider !== null && method === 'username' && socialKinds.length > 0;

  const fields =
    method === 'username' ? (
      <>
        <Input
          label={t('auth:login.username')}
          placeholder={t('auth:login.username_placeholder')}
          // `webauthn` lets the browser offer the site's passkeys in this field's autofill.
          autoComplete={passkey.support === 'supported' ? 'username webauthn' : 'username'}
          autoCapitalize="none"
          error={errorText(formState.errors.username)}
          onFocus={passkey.offerAutofill}
          {...register('username')}
        />
        <PasswordField
          label={t('auth:login.password')}
          placeholder={t('auth:login.password_placeholder')}
          autoComplete="current-password"
          error={errorText(formState.errors.password)}
          field={register('password')}
        />
        {captchaShown ? (
          <CaptchaFormField label={t('auth:login.captcha')} captcha={captcha} />
        ) : null}
        <SlideCheckField check={slide} />
      </>
    ) : (
      <>
        <MobileNumberField
          name="mobile"
          label={t('auth:login.mobile')}
          placeholder={t('auth:login.mobile_placeholder')}
        />
        <SmsCodeFormField sms={sms} onRequest={() => void requestCode()} />
      </>
    );

  return (
    <>
      <ScreenTop
        title={t('auth:login.title')}
        actions={
          <LanguagePicker
            label={t('common:language.label')}
            value={language}
            languages={loginLanguages}
            flagCdn={imageCdn}
            compact
            onChange={(code: LanguageCode) => dispatch(languageChosen(code))}
          />
        }
      />
      <main className={styles['page']}>
        {second ? (
          <LoginVerification
            username={second.values.username.trim()}
            challenge={second.challenge}
            onVerified={() => succeed(second.values)}
            onCancel={() => setSecond(null)}
          />
        ) : null}
        <FormProvider {...form}>
          <DefaultDialingCode />
          <form
            className={styles['form']}
            noValidate
            hidden={second !== null}
            onSubmit={(event) => void onSubmit(event)}
          >
            {mobileLogin ? (
              <Tabs
                label={t('auth:login.mode')}
                items={[
                  { id: 'username', label: t('auth:login.mode_username') },
                  { id: 'sms', label: t('auth:login.mode_mobile') },
                ]}
                selectedId={method}
                onSelect={switchMethod}
              />
            ) : null}
            {fields}
            <div className={styles['row']}>
              <Checkbox label={t('auth:login.remember_password')} {...register('remember')} />
              <ScreenLink className={styles['link']} screen="forget">
                {t('auth:login.forgot_password')}
              </ScreenLink>
            </div>
            <FailureLine text={failure} />
            {excluded && failure ? <SaferHelp /> : null}
            <SubmitButton busy={isLoading}>{t('auth:login.submit')}</SubmitButton>
            {method === 'username' && passkey.support === 'supported' ? (
              <Button
                type="button"
                variant="secondary"
                block
                loading={passkey.busy}
                onClick={() => {
                  setFailure(null);
                  void passkey.logIn();
                }}
              >
                {t('auth:login.passkey')}
              </Button>
            ) : null}
            <Button type="button" variant="secondary" block onClick={() => void startTrial()}>
              {t('auth:login.trial')}
            </Button>
          </form>
        </FormProvider>
        {showSocial ? (
          <section className={styles['social']} aria-label={t('auth:login.social')}>
            <p className={styles['muted']}>{t('auth:login.social')}</p>
            {socialKinds.map((kind) => (
              <Button key={kind} variant="secondary" block onClick={() => void signInWith(kind)}>
                {t(kind === 'facebook' ? 'auth:login.with_facebook' : 'auth:login.with_google')}
              </Button>
            ))}
          </section>
        ) : null}
        <p className={styles['links']}>
          <span className={styles['muted']}>{t('auth:login.no_account')}</span>
          <ScreenLink className={styles['link']} screen="register">
            {t('auth:login.to_register')}
          </ScreenLink>
        </p>
      </main>
    </>
  );
}

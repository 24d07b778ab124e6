import { rememberCredentials } from '@mweb/api-client/session';
import type * as ApiClientSession from '@mweb/api-client/session';
import { answer, fail, holdAnswer } from '@mweb/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GATEWAY,
  DEFAULT_FLAGS,
  renderScreen,
  setUpScreenTests,
  solveSlideCheck,
} from '../../__fixtures__/render-screen';
import {
  PhoneVerificationProviderScope,
  type PhoneVerificationProvider,
} from '../phone-verification/phone-verification';
import { LoginPage, returnPath } from './login-page';
import { rememberedPassword } from './remembered-login';

/** The cipher's chunk arrives when this settles: a test holds it back to type before it comes. */
const download = vi.hoisted(() => ({ cipher: Promise.resolve() }));
vi.mock('@mweb/api-client/session', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientSession>();
  return {
    ...actual,
    loadCredentials: () => download.cipher.then(() => actual.loadCredentials()),
  };
});
afterEach(() => {
  download.cipher = Promise.resolve();
});

const kit = setUpScreenTests();

/** Records what each login call carried, decrypted, and answers it. */
function captureLogins(answerWith?: () => Response) {
  const sent: Record<string, unknown>[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/session/login`, async ({ request }) => {
      sent.push((await kit.cipher().decrypt(request)) as Record<string, unknown>);
      return (
        answerWith?.() ??
        HttpResponse.json({
          success: true,
          value: { token: 'fresh', userName: 'demo01', type: 0, firstTimeLogin: false },
        })
      );
    }),
  );
  return sent;
}

function renderLogin(options: { flags?: Record<string, boolean>; route?: string } = {}) {
  return renderScreen(<LoginPage />, {
    kit,
    path: '/login',
    route: options.route ?? '/m/login',
    ...(options.flags ? { flags: options.flags } : {}),
  });
}

const location = () => screen.getByRole('status', { name: 'location' });

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'demo01');
  await user.type(screen.getByLabelText('Password'), 'Demo1234!');
}

describe('the login screen', () => {
  it('logs in by username after the slide check, stores the session and goes home', async () => {
    const sent = captureLogins();
    const user = userEvent.setup();
    const { store } = renderLogin();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please complete the verification')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[0]).toMatchObject({
      type: 'username',
      username: 'demo01',
      password: 'Demo1234!',
      // The server's challenge and where the piece was dropped: the server judges it.
      slideId: 'slide-fixture-0001',
      slideOffset: expect.any(Number) as number,
    });
    expect(sent[0]).not.toHaveProperty('captcha');
    expect(store.getState().session.token).toBe('fresh');
  });

  it('asks for the SMS code when the gateway wants a second step, then logs in with it', async () => {
    captureLogins(() =>
      HttpResponse.json(
        {
          success: false,
          errorCode: 'login_verify_required',
          message: 'Enter the code sent to your phone.',
          value: { method: 'sms', maskedMobile: '******111' },
        },
        { status: 400 },
      ),
    );
    const verifications: Record<string, unknown>[] = [];
    let wrongFirst = true;
    kit.server.use(
      http.post(`${GATEWAY}/wps/session/login/verification`, async ({ request }) => {
        verifications.push((await kit.cipher().decrypt(request)) as Record<string, unknown>);
        if (wrongFirst) {
          wrongFirst = false;
          return HttpResponse.json(
            { success: false, errorCode: 'sms.code.invalid', message: 'Verification code error' },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          success: true,
          value: { token: 'second', userName: 'demo01', type: 0, firstTimeLogin: false },
        });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderLogin();
    await fillUsernameForm(user);
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('form', { name: 'Verify it is you' });
    expect(step).toHaveTextContent('We sent a code by SMS to ******111.');
    expect(screen.getByRole('heading', { name: 'Verify it is you' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    expect(verifications).toHaveLength(0);
    await user.type(screen.getByLabelText('SMS code'), '12345a6');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Verification code error');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(verifications).toEqual([
      { username: 'demo01', verificationCode: '123456' },
      { username: 'demo01', verificationCode: '654321' },
    ]);
    expect(store.getState().session.token).toBe('second');
  });

  it('goes back to the form from the second step with what was typed', async () => {
    captureLogins(() =>
      HttpResponse.json(
        { success: false, errorCode: 'login_verify_required', message: '', value: {} },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await fillUsernameForm(user);
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('We sent a code by SMS to your mobile number.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('form', { name: 'Verify it is you' })).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
  });

  it('goes back to the page that asked for a login', () => {
    expect(returnPath({ from: '/member/home' }, '/home')).toBe('/member/home');
    expect(returnPath({ from: '//evil.example' }, '/home')).toBe('/home');
    expect(returnPath(null, '/home')).toBe('/home');
  });

  it('shows the rules’ messages under the fields, and sends nothing', async () => {
    const sent = captureLogins();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'not valid!');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('checks a field left before the patterns came against them once they come', async () => {
    // The platform's username rule: letters, digits and underscores.
    const usernameRule = { pattern: '^[A-Za-z0-9_]{1,64}$', minLength: 1, maxLength: 64 };
    const patterns = holdAnswer('account.commonPatterns', { loginUsername: usernameRule }, GATEWAY);
    kit.server.use(patterns.handler);
    const user = userEvent.setup();
    renderLogin();
    await patterns.asked;
    await user.type(screen.getByLabelText('Username'), 'A!');
    await user.tab();
    expect(screen.queryByText('Account format is incorrect')).not.toBeInTheDocument();
    patterns.release();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
  });

  it('asks for the captcha after a failure that says so, resets the slide check, and sends it next time', async () => {
    let attempt = 0;
    const sent = captureLogins(() => {
      attempt += 1;
      return attempt === 1
        ? HttpResponse.json(
            {
              success: false,
              errorCode: 'login.fail',
              message: 'The username or password is incorrect.',
              value: { captcha: true },
            },
            { status: 400 },
          )
        : HttpResponse.json({
            success: true,
            value: { token: 'fresh', userName: 'demo01', type: 0, firstTimeLogin: false },
          });
    });
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await fillUsernameForm(user);
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The username or password is incorrect.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Captcha image, tap to refresh' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    // The slide check starts over after a failure.
    expect(
      await screen.findByRole('button', { name: 'Tap to verify instead' }),
    ).toBeInTheDocument();

    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Captcha'), '12a3456789');
    expect(screen.getByLabelText('Captcha')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[1]).toMatchObject({ captcha: '123456' });
  });

  it('says how long to wait when the gateway limits attempts, and keeps what was typed', async () => {
    captureLogins(() => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '42' } }));
    const user = userEvent.setup();
    renderLogin();
    await fillUsernameForm(user);
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Too many attempts, please try again in 42 s'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234!');
    expect(location()).toHaveTextContent('/login');
  });

  it('remembers the password when asked, and fills it in next time', async () => {
    captureLogins();
    const user = userEvent.setup();
    const first = renderLogin();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    // Sealed once the cipher's chunk has loaded, a moment after the login.
    await waitFor(() => expect(localStorage.getItem('remPass')).toContain('demo01'));
    expect(localStorage.getItem('remPass')).not.toContain('Demo1234!');
    first.unmount();

    renderLogin();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('Demo1234!'));
  });

  it('asks for the password when the cipher cannot be downloaded, and still logs in', async () => {
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' });
    download.cipher = Promise.reject(new Error('offline'));
    captureLogins();
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234!');
    await solveSlideCheck(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });

  it.each([
    ['a password the member typed', 'demo01', 'Typed5678'],
    ['another name', 'other01', ''],
  ])('fills no remembered password over %s', async (_case, username, password) => {
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' });
    let arrive!: () => void;
    download.cipher = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const user = userEvent.setup();
    renderLogin();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), username);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    arrive();
    // The screen asked first, so its answer is in by the time this one is.
    await act(async () => {
      expect(await rememberedPassword()).toEqual({ username: 'demo01', password: 'Demo1234!' });
    });
    expect(screen.getByLabelText('Password')).toHaveValue(password);
  });

  it('offers mobile login only when MOBILEVERCODELOGIN3 is on', () => {
    renderLogin({ flags: { ...DEFAULT_FLAGS, MOBILEVERCODELOGIN3: false } });
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
  });

  it('logs in by SMS: the number is checked before a code is sent, one leading zero is dropped', async () => {
    const codeRequests: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/verification/sms/noLogin`, async ({ request }) => {
        codeRequests.push(await request.json());
        return HttpResponse.json({
          success: true,
          value: { expiredMinutes: 2, maxAttemptTimes: 5, expirationTime: 0 },
        });
      }),
    );
    const sent = captureLogins();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(codeRequests).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.selectOptions(await screen.findByLabelText('Country code'), '+84');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    expect(codeRequests).toEqual([{ mobileNum: '912345678', countryDialingCode: '84' }]);
    // expiredMinutes × 60 seconds.
    expect(await screen.findByRole('button', { name: '120 s' })).toBeDisabled();

    await user.type(screen.getByLabelText('SMS code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[0]).toMatchObject({
      type: 'sms',
      username: '912345678',
      countryDialingCode: '84',
      verificationCode: '4321',
    });
  });

  it('keeps a mobile number to 20 characters', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '1'.repeat(25));
    // The browser stops typing at 20; anything longer that gets in (a script, autofill) is refused.
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('maxlength', '20');
    await user.tab();
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
  });

  it('re-words the messages of filled fields 200 ms after a language change, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'A!');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    await act(() => kit.i18n().changeLanguage('th'));
    const thai = kit.i18n().t('errors:account_format');
    expect(thai).not.toBe('Account format is incorrect');
    expect(await screen.findByText(thai)).toBeInTheDocument();
    expect(screen.getByDisplayValue('A!')).toBeInTheDocument();
  });

  it('shows social login only with a provider, in username mode, when a flag is on', async () => {
    const provider: PhoneVerificationProvider = {
      signIn: () => Promise.resolve({ idToken: 'id-token', mobileNo: '912345678' }),
    };
    const sent = captureLogins();
    const user = userEvent.setup();
    renderScreen(
      <PhoneVerificationProviderScope provider={provider}>
        <LoginPage />
      </PhoneVerificationProviderScope>,
      {
        kit,
        path: '/login',
        route: '/m/login',
        flags: { ...DEFAULT_FLAGS, GOOGLELOGIN3: true },
      },
    );
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[0]).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token',
    });
  });

  it('hides social login without a provider', () => {
    renderLogin({ flags: { ...DEFAULT_FLAGS, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } });
    expect(screen.queryByRole('button', { name: /Log in with/ })).not.toBeInTheDocument();
  });

  it('starts free play from the trial action and goes home as a trial member', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(store.getState().session).toMatchObject({ token: 'trial-token', type: 4 });
  });

  it('says so when free play is switched off, and stays', async () => {
    kit.server.use(
      fail(
        'account.freePlay',
        { errorCode: 'function.not.available', message: 'Free play is off.', status: 403 },
        GATEWAY,
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(await screen.findByText('Free play is off.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('changes the language from the picker (CN, EN, TH, VI)', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    const picker = screen.getByLabelText('Language');
    expect(
      Array.from(picker.querySelectorAll('option'), (option) => option.getAttribute('value')),
    ).toEqual(['CN', 'EN', 'TH', 'VI']);
    await user.selectOptions(picker, 'TH');
    expect(store.getState().preferences.language).toBe('TH');
  });

  it('links to registration and the forgotten password', () => {
    kit.server.use(answer('account.systemCountries', [], GATEWAY));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/m/forget',
    );
  });
});

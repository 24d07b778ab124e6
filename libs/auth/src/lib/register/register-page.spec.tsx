import { answer, fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLAGS,
  GATEWAY,
  renderScreen,
  setUpScreenTests,
  solveSlideCheck,
} from '../../__fixtures__/render-screen';
import { RegisterPage, affiliateCodeFrom, registerModes } from './register-page';

const kit = setUpScreenTests();

function captureRegistrations(path = '/wps/member/register', answer?: () => Response) {
  const sent: Record<string, unknown>[] = [];
  kit.server.use(
    http.put(`${GATEWAY}${path}`, async ({ request }) => {
      sent.push((await kit.cipher().decrypt(request)) as Record<string, unknown>);
      return (
        answer?.() ??
        HttpResponse.json({
          success: true,
          value: { token: 'new-token', userName: 'newbie01', type: 0, firstTimeLogin: true },
        })
      );
    }),
  );
  return sent;
}

function renderRegister(route = '/m/register', flags: Record<string, boolean> = DEFAULT_FLAGS) {
  return renderScreen(<RegisterPage />, {
    kit,
    path: '/register',
    route,
    flags,
    site: { registerMethod: 'PWA' },
  });
}

const location = () => screen.getByRole('status', { name: 'location' });

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'newbie01');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.type(screen.getByLabelText('Captcha'), '123456');
  await solveSlideCheck(user);
}

describe('registration modes', () => {
  it('offers a tab only when both are on, and mobile alone by default', () => {
    expect(registerModes(true, true)).toEqual(['username', 'mobile']);
    expect(registerModes(false, true)).toEqual(['mobile']);
    expect(registerModes(false, false)).toEqual([]);
  });

  it('reads the invitation code from ?affiliateCode= or ?r=', () => {
    expect(affiliateCodeFrom(new URLSearchParams('affiliateCode=AB12'))).toBe('AB12');
    expect(affiliateCodeFrom(new URLSearchParams('r=CD34'))).toBe('CD34');
    expect(affiliateCodeFrom(new URLSearchParams(''))).toBe('');
  });

  it('shows the mobile form without tabs when only mobile registration is on', async () => {
    renderRegister('/m/register', { MOBILENUMREG3: true, REGMOBVERF3: true });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
  });

  it('says so when registration is switched off', async () => {
    renderRegister('/m/register', {});
    expect(
      await screen.findByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the registration form', () => {
  it('registers by username with the linked invitation code, then is logged in at home', async () => {
    const sent = captureRegistrations();
    const user = userEvent.setup({ delay: null });
    const { store } = renderRegister('/m/register?r=AB12');
    expect(await screen.findByLabelText('Invitation code')).toHaveValue('AB12');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[0]).toMatchObject({
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'AB12',
      captcha: '123456',
      registerMethod: 'PWA',
      registerUrl: 'localhost',
      type: 0,
    });
    expect(sent[0]).not.toHaveProperty('email');
    expect(store.getState().session.token).toBe('new-token');
  });

  it('refuses a bad invitation code before registering: a toast, the message, the field focused', async () => {
    kit.server.use(
      fail(
        'account.checkAffiliate',
        { errorCode: 'invitation.code.invalid', message: 'Invalid invitation code' },
        GATEWAY,
      ),
    );
    const sent = captureRegistrations();
    const user = userEvent.setup({ delay: null });
    renderRegister('/m/register?affiliateCode=NOPE');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Invitation code')).toHaveFocus());
    expect(screen.getAllByText('Invalid invitation code').length).toBeGreaterThanOrEqual(2);
    expect(sent).toHaveLength(0);
  });

  it('shows every message at once and focuses the first field in error', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Other123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The confirmation does not match the password')).toBeVisible();
    expect(screen.getByText('Please enter the verification code')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('asks for the confirmation with in_incorrect_password when it is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Incorrect password')).toBeVisible();
  });

  it('disables Register while the agreement is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    const agreement = await screen.findByRole('checkbox', { name: /user agreement/ });
    expect(agreement).toBeChecked();
    await user.click(agreement);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('opens the user agreement in a dialog and keeps what the player typed', async () => {
    kit.server.use(
      answer(
        'content.helpCenter',
        [
          {
            title: 'User agreement',
            children: [{ title: '1. Who may play', content: '<p>You must be of legal age.</p>' }],
          },
        ],
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'newbie01');
    await user.click(screen.getByRole('button', { name: 'User agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'User agreement' });
    expect(
      await within(dialog).findByRole('heading', { name: '1. Who may play' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Username')).toHaveValue('newbie01');
  });

  it('puts the server’s refusal under its field, resets the slide check and asks a new captcha', async () => {
    let captchas = 0;
    kit.server.use(
      http.get(`${GATEWAY}/wps/captcha`, () => {
        captchas += 1;
        return HttpResponse.json({ success: true, value: 'iVBORw0KGgo=' });
      }),
    );
    captureRegistrations(
      '/wps/member/register',
      () =>
        new HttpResponse(
          JSON.stringify({
            success: false,
            errorCode: 'register.username.exists',
            message: 'Sorry, the username already exists.',
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillUsernameForm(user);
    const before = captchas;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Sorry, the username already exists.')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('newbie01');
    expect(
      await screen.findByRole('button', { name: 'Tap to verify instead' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(captchas).toBeGreaterThan(before));
  });

  it('registers by mobile with an SMS code, the number without its leading zero', async () => {
    const codes: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/verification/sms/register`, async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({
          success: true,
          value: { expiredMinutes: 1, maxAttemptTimes: 5, expirationTime: 0 },
        });
      }),
    );
    const sent = captureRegistrations('/wps/member/register/mobile');
    const user = userEvent.setup({ delay: null });
    renderRegister('/m/register', { ...DEFAULT_FLAGS, REGMOBVERF3: true });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.selectOptions(await screen.findByLabelText('Country code'), '+84');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(codes).toEqual([{ mobileNo: '912345678', countryDialingCode: '84' }]);
    await user.type(screen.getByLabelText('SMS code'), '5555');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByLabelText('Captcha'), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(sent[0]).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '5555',
    });
  });

  it('empties the form on Reset, keeping the linked invitation code', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister('/m/register?r=AB12');
    await user.type(await screen.findByLabelText('Username'), 'newbie01');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Invitation code')).toHaveValue('AB12');
  });
});

describe('the availability checks', () => {
  /** Counts the checks of one field, answering each as `available` says. */
  function countChecks(path: string, available: (value: string) => boolean) {
    const asked: string[] = [];
    kit.server.use(
      http.get(`${GATEWAY}${path}`, ({ request }) => {
        const value = [...new URL(request.url).searchParams.values()][0] ?? '';
        asked.push(value);
        return HttpResponse.json({ success: true, value: { available: available(value) } });
      }),
    );
    return asked;
  }

  it('asks about the username once the member leaves the field, never per keystroke', async () => {
    const asked = countChecks('/wps/member/validate/username', (name) => name !== 'demo01x');
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'demo01x');
    expect(asked).toEqual([]);
    await user.tab();
    expect(await screen.findByText('Sorry, the username already exists.')).toBeInTheDocument();
    expect(asked).toEqual(['demo01x']);
    // A free name clears the message once it is left in turn.
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'fresh01');
    await user.tab();
    await waitFor(() => expect(asked).toEqual(['demo01x', 'fresh01']));
    expect(screen.queryByText('Sorry, the username already exists.')).toBeNull();
  });

  it('does not ask about a name its own rules refuse', async () => {
    const asked = countChecks('/wps/member/validate/username', () => true);
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'X!');
    await user.tab();
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
  });

  it('says under the e-mail that another account has it, and shows a refusal of the server', async () => {
    const asked = countChecks('/wps/member/validate/email', () => false);
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByLabelText('E-mail'), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('This e-mail is already in use.')).toBeInTheDocument();
    expect(asked).toEqual(['taken@example.com']);
    kit.server.use(
      fail(
        'account.validateEmail',
        { errorCode: 'TOO_MANY_REQUEST', message: 'Slow down, please.', status: 400 },
        GATEWAY,
      ),
    );
    await user.type(screen.getByLabelText('E-mail'), 'x');
    await user.tab();
    expect(await screen.findByText('Slow down, please.')).toBeInTheDocument();
  });
});

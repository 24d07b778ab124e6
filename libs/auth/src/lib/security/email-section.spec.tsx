import { fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { SecurityPage } from './security-page';

const kit = setUpScreenTests();

function renderSecurity() {
  return renderScreen(<SecurityPage />, {
    kit,
    path: '/member/security',
    route: '/m/member/security',
    session: 'member',
    site: { mountedScreens: ['changePsw'] },
  });
}

const section = (name: string) => screen.findByRole('region', { name });

/** The platform's e-mail calls: taken addresses, the code it sent and what was bound. */
function emailPlatform(taken: string[]) {
  const sentTo: string[] = [];
  const bound: { email: string; verificationCode: string }[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/member/security/email/code`, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (taken.includes(email)) {
        return HttpResponse.json(
          { success: false, errorCode: 'email.taken', message: 'This e-mail is already in use.' },
          { status: 409 },
        );
      }
      sentTo.push(email);
      return HttpResponse.json({
        success: true,
        value: { expiredMinutes: 5, maxAttemptTimes: 5, expirationTime: Date.now() + 300_000 },
      });
    }),
    http.post(`${GATEWAY}/wps/member/security/email`, async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/x-www-form-urlencoded/);
      const form = new URLSearchParams(await request.text());
      const body = {
        email: form.get('email') ?? '',
        verificationCode: form.get('verificationCode') ?? '',
      };
      if (body.verificationCode !== '246810') {
        return HttpResponse.json(
          { success: false, errorCode: 'email.code.invalid', message: 'Verification code error' },
          { status: 400 },
        );
      }
      bound.push(body);
      return HttpResponse.json({ success: true, value: null });
    }),
  );
  return { sentTo, bound };
}

describe('the e-mail binding with its verification code', () => {
  it('asks for a valid address before sending a code, and says when the address is taken', async () => {
    const platform = emailPlatform(['taken@example.com']);
    const user = userEvent.setup({ delay: null });
    renderSecurity();
    const email = await section('E-mail binding');
    const field = within(email).getByLabelText('E-mail address');
    await user.type(field, 'not-an-email');
    await user.click(within(email).getByRole('button', { name: 'Get code' }));
    expect(await within(email).findByText('E-mail format is incorrect')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(within(email).getByRole('button', { name: 'Get code' }));
    expect(await within(email).findByText('This e-mail is already in use.')).toBeInTheDocument();
    expect(platform.sentTo).toEqual([]);
    expect(field).toHaveValue('taken@example.com');
  });

  it('sends a code, counts down, refuses a wrong code keeping what was typed, binds with the right one', async () => {
    const platform = emailPlatform([]);
    const user = userEvent.setup({ delay: null });
    renderSecurity();
    const email = await section('E-mail binding');
    const field = within(email).getByLabelText('E-mail address');
    const code = within(email).getByLabelText('E-mail code');
    await user.type(field, 'me@example.com');
    await user.click(within(email).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(email).findByText('The e-mail code is 6 digits')).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(platform.sentTo).toEqual(['me@example.com']));
    expect(await screen.findByText('A code was sent to me@example.com.')).toBeInTheDocument();
    // The get-code button counts the seconds down instead of sending again.
    expect(within(email).queryByRole('button', { name: 'Get code' })).toBeNull();
    await user.type(code, '111111');
    await user.click(within(email).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(email).findByText('Verification code error')).toBeInTheDocument();
    expect(field).toHaveValue('me@example.com');
    expect(code).toHaveValue('111111');
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(email).getByRole('button', { name: 'Bind e-mail' }));
    await waitFor(() =>
      expect(platform.bound).toEqual([{ email: 'me@example.com', verificationCode: '246810' }]),
    );
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('keeps the address and the code when the server fails the binding', async () => {
    emailPlatform([]);
    kit.server.use(
      fail(
        'security.bindEmail',
        { errorCode: 'unexpected', message: 'The service is busy.', status: 500 },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSecurity();
    const email = await section('E-mail binding');
    await user.type(within(email).getByLabelText('E-mail address'), 'me@example.com');
    await user.type(within(email).getByLabelText('E-mail code'), '246810');
    await user.click(within(email).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(email).findByText('The service is busy.')).toBeInTheDocument();
    expect(within(email).getByLabelText('E-mail address')).toHaveValue('me@example.com');
    expect(within(email).getByLabelText('E-mail code')).toHaveValue('246810');
  });
});

describe('the personal information', () => {
  it('shows nickname and mobile read-only and says where they are changed', async () => {
    renderSecurity();
    const personal = await section('Personal information');
    expect(await within(personal).findByText('******678')).toBeInTheDocument();
    expect(
      within(personal).getByText(
        'Your nickname and mobile number are set when you register. To change them, contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(within(personal).queryByLabelText('Nickname')).toBeNull();
    expect(within(personal).queryByLabelText('Mobile number')).toBeNull();
  });

  it('shows a contained error with a retry when the settings answer cannot be read', async () => {
    let calls = 0;
    kit.server.use(
      http.get(`${GATEWAY}/wps/member/security/config`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: true, value: { hasPaymentPassword: 'maybe' } })
          : HttpResponse.json({
              success: true,
              value: {
                hasPaymentPassword: false,
                bankCardCount: 0,
                hasSecurityQuestion: false,
                email: null,
                payeeName: 'Lucky Demo',
                maskedMobile: '******901',
              },
            });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSecurity();
    const personal = await section('Personal information');
    expect(await within(personal).findByText('This could not be loaded')).toBeInTheDocument();
    // The rest of the centre stays usable.
    expect(within(await section('E-mail binding')).getByLabelText('E-mail address')).toBeEnabled();
    await user.click(within(personal).getByRole('button', { name: 'Try again' }));
    expect(await within(personal).findByText('******901')).toBeInTheDocument();
  });
});

describe('the security question', () => {
  it('keeps the question and the answer when the server fails the save', async () => {
    kit.server.use(
      fail(
        'security.setQuestion',
        { errorCode: 'unexpected', message: 'The service is busy.', status: 500 },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSecurity();
    const question = await section('Security question');
    const select = within(question).getByRole('combobox', { name: 'Question' });
    await within(question).findByRole('option', { name: 'In which city were you born?' });
    await user.selectOptions(select, 'In which city were you born?');
    await user.type(within(question).getByLabelText('Answer'), 'Hanoi');
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await within(question).findByText('The service is busy.')).toBeInTheDocument();
    expect(within(question).getByLabelText('Answer')).toHaveValue('Hanoi');
    expect(select).toHaveDisplayValue('In which city were you born?');
  });
});

import { fail } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { ForgetPage } from './forget-page';

const kit = setUpScreenTests();

const location = () => screen.getByRole('status', { name: 'location' });

describe('the forgotten-password screen', () => {
  it('sets a new password with an SMS code, then goes to login', async () => {
    const sent: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/password/verification`, async ({ request }) => {
        sent.push(await kit.cipher().decrypt(request));
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<ForgetPage />, { kit, path: '/forget', route: '/m/forget' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.selectOptions(await screen.findByLabelText('Country code'), '+66');
    await user.type(screen.getByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    await user.type(screen.getByLabelText('SMS code'), '2468');
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(sent).toEqual([
      {
        newPassword: 'Fresh5678',
        mobileNum: '812345678',
        countryDialingCode: '66',
        verificationCode: '2468',
      },
    ]);
  });

  it('asks for the country when sent before the codes arrive, and takes the default once they do', async () => {
    let codesArrive!: () => void;
    const codes = new Promise<void>((resolve) => {
      codesArrive = resolve;
    });
    const sent: unknown[] = [];
    kit.server.use(
      // Holds the dialing codes back, then lets the kit's own answer through.
      http.get(`${GATEWAY}/wps/system/country`, () => codes),
      http.post(`${GATEWAY}/wps/member/password/verification`, async ({ request }) => {
        sent.push(await kit.cipher().decrypt(request));
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<ForgetPage />, { kit, path: '/forget', route: '/m/forget' });
    await user.type(await screen.findByLabelText('Mobile number'), '812345678');
    await user.type(screen.getByLabelText('SMS code'), '2468');
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(sent).toEqual([]);

    codesArrive();
    expect(await screen.findByLabelText('Country code')).toHaveValue('+86');
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
    expect(screen.getByLabelText('Mobile number')).toHaveValue('812345678');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(sent).toEqual([
      {
        newPassword: 'Fresh5678',
        mobileNum: '812345678',
        countryDialingCode: '86',
        verificationCode: '2468',
      },
    ]);
  });

  it('shows the gateway’s refusal and keeps everything typed', async () => {
    kit.server.use(
      fail(
        'account.setPasswordByPhone',
        { errorCode: 'sms.code.invalid', message: 'Verification code error' },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<ForgetPage />, { kit, path: '/forget', route: '/m/forget' });
    // As a player does: the number goes in once the country's code is on screen.
    expect(await screen.findByLabelText('Country code')).toHaveValue('+86');
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.type(screen.getByLabelText('SMS code'), '1111');
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Verification code error')).toBeVisible();
    expect(screen.getByLabelText('SMS code')).toHaveValue('1111');
    expect(location()).toHaveTextContent('/forget');
  });

  it('says why a code could not be sent', async () => {
    kit.server.use(
      fail(
        'account.sendSms',
        { errorCode: 'sms.send.too.often', message: 'Please wait before asking again.' },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<ForgetPage />, { kit, path: '/forget', route: '/m/forget' });
    // The first dialing code is chosen once the server's list arrives.
    expect(await screen.findByLabelText('Country code')).toHaveValue('+86');
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please wait before asking again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

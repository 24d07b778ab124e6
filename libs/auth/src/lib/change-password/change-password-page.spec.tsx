import { rememberCredentials, recallCredentials } from '@mweb/api-client/session';
import { fail } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { ChangePasswordPage } from './change-password-page';

const kit = setUpScreenTests();

function captureChanges() {
  const sent: unknown[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/member/password`, async ({ request }) => {
      sent.push(await kit.cipher().decrypt(request));
      return HttpResponse.json({ success: true, value: null });
    }),
  );
  return sent;
}

function renderChange(
  screenElement = <ChangePasswordPage />,
  session: 'member' | 'trial' | 'guest' = 'member',
) {
  return renderScreen(screenElement, { kit, path: '/changePsw', route: '/m/changePsw', session });
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('the change-password screen', () => {
  it('shows the username disabled and asks the old password when none is remembered', async () => {
    const sent = captureChanges();
    const user = userEvent.setup();
    renderChange();
    expect(screen.getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByLabelText('Username')).toBeDisabled();
    await user.type(screen.getByLabelText('Old password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(sent).toEqual([
      { oldPassword: 'Demo1234!', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
    ]);
    // "Change saved" shows for a second before home. How much later home comes is left to the
    // screen wait: a loaded machine delays the timer and the render after it.
    expect(location()).toHaveTextContent('/changePsw');
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });

  it('uses the remembered password instead of asking, and remembers the new one, encrypted', async () => {
    rememberCredentials('username', { username: 'demo01', password: 'Demo1234!' });
    const sent = captureChanges();
    const user = userEvent.setup();
    renderChange();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(sent).toEqual([
      { oldPassword: 'Demo1234!', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
    ]);
    expect(recallCredentials('username')).toEqual({ username: 'demo01', password: 'Fresh5678' });
    expect(localStorage.getItem('remPass')).not.toContain('Fresh5678');
  });

  it('says the new password cannot be the old one, in a dialog, and sends nothing', async () => {
    const sent = captureChanges();
    const user = userEvent.setup();
    renderChange();
    await user.type(screen.getByLabelText('Old password'), 'Same1234');
    await user.type(screen.getByLabelText('New password'), 'Same1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Same1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The new password and the old password cannot be the same');
    expect(sent).toHaveLength(0);
  });

  it('checks the confirmation: "Enter password" when empty, "Confirmation password not matched" when different', async () => {
    const user = userEvent.setup();
    renderChange();
    await user.type(screen.getByLabelText('Old password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter password')).toBeVisible();
    await user.type(screen.getByLabelText('Confirm new password'), 'Other5678');
    await user.tab();
    expect(await screen.findByText('Confirmation password not matched')).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password format is incorrect')).toBeVisible();
  });

  it('asks for the old password when the remembered one is refused, keeping what was typed', async () => {
    rememberCredentials('username', { username: 'demo01', password: 'Stale1234' });
    kit.server.use(
      fail(
        'account.changePassword',
        { errorCode: 'password.old.incorrect', message: 'The old password is incorrect.' },
        GATEWAY,
      ),
    );
    const user = userEvent.setup();
    renderChange();
    await user.type(screen.getByLabelText('New password'), 'Fresh5678');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The old password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText('Old password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh5678');
    expect(recallCredentials('username')).toBeUndefined();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });
});

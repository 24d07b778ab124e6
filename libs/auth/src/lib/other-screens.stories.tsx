import { fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { AtPath, demoSite, storyOrigin } from '../__fixtures__/story-screens';
import { ChangePasswordPage } from './change-password/change-password-page';
import { ForgetPage } from './forget/forget-page';
import { MemberCentrePage } from './member/member-centre-page';
import { SecurityPage } from './security/security-page';
import { TrialPage } from './trial/trial-page';

/** One story component for the smaller screens: which one is the story's `screen` arg. */
const SCREENS = {
  forget: { path: '/forget', element: <ForgetPage /> },
  changePsw: { path: '/changePsw', element: <ChangePasswordPage /> },
  member: { path: '/member/home', element: <MemberCentrePage /> },
  trial: { path: '/trail', element: <TrialPage /> },
  security: { path: '/member/security', element: <SecurityPage /> },
} as const;

function AuthScreen({ screen }: { screen: keyof typeof SCREENS }) {
  const { path, element } = SCREENS[screen];
  return <AtPath path={path} screen={element} />;
}

const meta = {
  title: 'Other screens',
  tags: ['!autodocs'],
  component: AuthScreen,
  parameters: { layout: 'fullscreen', site: demoSite },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot password: mobile number, SMS code, the new password twice. */
export const ForgotPassword: Story = {
  args: { screen: 'forget' },
  parameters: { route: '/m/forget' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByLabelText('SMS code')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm new password')).toBeVisible();
  },
};

/** Forgot password after a code was sent: the button counts down. */
export const ForgotPasswordCodeSent: Story = {
  args: { screen: 'forget' },
  parameters: { route: '/m/forget' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.findByLabelText('Country code')).resolves.toHaveValue('+86');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(canvas.findByRole('button', { name: /\d+ s/ })).resolves.toBeDisabled();
  },
};

/** Change password with no remembered password: the old one is asked. */
export const ChangePassword: Story = {
  args: { screen: 'changePsw' },
  parameters: { route: '/m/changePsw', session: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
    await expect(canvas.getByLabelText('Old password')).toBeVisible();
  },
};

/** The new password equals the old one: a dialog says so. */
export const ChangePasswordSameAsOld: Story = {
  args: { screen: 'changePsw' },
  parameters: { route: '/m/changePsw', session: 'member' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Old password'), 'Same1234');
    await userEvent.type(canvas.getByLabelText('New password'), 'Same1234');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Same1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Dialogs open in a layer of their own, outside the story's root, and fade in.
    await waitFor(() =>
      expect(
        screen.getByText('The new password and the old password cannot be the same'),
      ).toBeVisible(),
    );
  },
};

/** The member centre of a real member: name, VIP label, balance, links to screens that exist. */
export const MemberCentre: Story = {
  args: { screen: 'member' },
  parameters: { route: '/m/member/home', session: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText(/Balance: .*12,345\.67/)).resolves.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** The security centre: personal information, head icon, e-mail, question, passwords, cards. */
export const SecurityCentre: Story = {
  args: { screen: 'security' },
  parameters: { route: '/m/member/security', session: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('******678')).resolves.toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Head icon' })).toBeVisible();
    await expect(canvas.findByText('**** 3333')).resolves.toBeVisible();
  },
};

/** The member centre while the member's details load. */
export const MemberCentreLoading: Story = {
  args: { screen: 'member' },
  parameters: {
    route: '/m/member/home',
    session: 'member',
    msw: { handlers: [http.get(`${storyOrigin}/wps/member/info`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** Free play starting: please wait. */
export const TrialStarting: Story = {
  args: { screen: 'trial' },
  parameters: {
    route: '/m/trail',
    msw: {
      handlers: [http.post(`${storyOrigin}/wps/session/login/freeplay`, () => delay('infinite'))],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Please wait…' })).resolves.toBeVisible();
  },
};

/** Free play refused: the reason, and try again. */
export const TrialFailed: Story = {
  args: { screen: 'trial' },
  parameters: {
    route: '/m/trail',
    msw: {
      handlers: [
        fail(
          'account.freePlay',
          { errorCode: 'function.not.available', message: 'Free play is off.', status: 403 },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

import { fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, demoSite, flagsOff, storyOrigin } from '../../__fixtures__/story-screens';
import { RegisterPage } from './register-page';

function RegisterScreen() {
  return <AtPath path="/register" screen={<RegisterPage />} />;
}

const meta = {
  title: 'Register',
  tags: ['!autodocs'],
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', route: '/m/register', site: demoSite },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By username: the fields the registration settings enable, the agreement ticked. */
export const ByUsername: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByLabelText('Username')).resolves.toBeVisible();
    await expect(canvas.getByLabelText('Confirm password')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /user agreement/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** By mobile: number with dialing code and SMS code (REGMOBVERF3). */
export const ByMobile: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }));
    await expect(canvas.getByLabelText('SMS code')).toBeVisible();
    await expect(canvas.queryByLabelText('Username')).toBeNull();
  },
};

/** An invitation link (`?r=`) fills the invitation code. */
export const FromInvitationLink: Story = {
  parameters: { route: '/m/register?r=AB12CD' },
  play: async ({ canvas }) => {
    await expect(canvas.findByLabelText('Invitation code')).resolves.toHaveValue('AB12CD');
  },
};

/** Every message at once, the first field in error focused. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Password'), 'Secret123');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Other123');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      canvas.findByText('The confirmation does not match the password'),
    ).resolves.toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
  },
};

/** The agreement unticked: Register is disabled. */
export const AgreementDeclined: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /user agreement/ }));
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

/** The settings have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`${storyOrigin}/wps/system/setting/register`, () => delay('infinite'))],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** The settings could not be read: try again. */
export const SettingsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        fail('account.registrationSettings', { errorCode: 'http.500', status: 500 }, storyOrigin),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

/** Both registrations switched off. */
export const Unavailable: Story = {
  parameters: { site: { flags: flagsOff } },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).resolves.toBeVisible();
  },
};

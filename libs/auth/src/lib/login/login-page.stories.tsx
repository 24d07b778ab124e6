import { fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath, demoSite, flagsOff, storyOrigin } from '../../__fixtures__/story-screens';
import { PhoneVerificationProviderScope } from '../phone-verification/phone-verification';
import { LoginPage } from './login-page';

function LoginScreen() {
  return <AtPath path="/login" screen={<LoginPage />} />;
}

const meta = {
  title: 'Login',
  tags: ['!autodocs'],
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/m/login', site: demoSite },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username login: the method tabs, the slide check, remember password, trial and links. */
export const ByUsername: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.findByRole('slider')).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Free trial' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register now' })).toBeVisible();
  },
};

/** Mobile login: dialing code, number, SMS code with its get-code button; no slide check. */
export const ByMobile: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    await expect(canvas.findByLabelText('Mobile number')).resolves.toBeVisible();
    // The dialing codes arrive from the gateway after the field.
    await expect(canvas.findByLabelText('Country code')).resolves.toHaveValue('+86');
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

/** MOBILEVERCODELOGIN3 off: username login only, no tabs. */
export const UsernameOnly: Story = {
  parameters: { site: { flags: flagsOff } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

/** Messages under the fields when nothing was filled in. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.findAllByText('This field is required')).resolves.toHaveLength(2);
  },
};

/** After a failure that asks for it, the image captcha appears and the slide check starts over. */
export const CaptchaAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        fail(
          'account.login',
          {
            errorCode: 'login.fail',
            message: 'The username or password is incorrect.',
            value: { captcha: true },
          },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'demo01');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(await canvas.findByRole('button', { name: 'Tap to verify instead' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tap where the piece fits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.findByLabelText('Captcha')).resolves.toBeVisible();
    await expect(canvas.getByText('The username or password is incorrect.')).toBeVisible();
    await expect(
      canvas.findByRole('button', { name: 'Tap to verify instead' }),
    ).resolves.toBeVisible();
  },
};

/** With a phone-verification provider and GOOGLELOGIN3 and FACEBOOKLOGIN3 on: social login. */
export const SocialLogin: Story = {
  parameters: {
    site: { flags: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } },
  },
  decorators: [
    (Story) => (
      <PhoneVerificationProviderScope
        provider={{ signIn: () => Promise.reject(new Error('Cancelled in the story.')) }}
      >
        <Story />
      </PhoneVerificationProviderScope>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in with Facebook' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in with Google' })).toBeVisible();
  },
};

/** A successful login goes home. */
export const LoggedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'demo01');
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(await canvas.findByRole('button', { name: 'Tap to verify instead' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tap where the piece fits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.findByText('Went to /home')).resolves.toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../internal/story-images';
import { CaptchaImage } from './captcha-image';

const meta = {
  title: 'Forms/CaptchaImage',
  component: CaptchaImage,
  args: {
    src: placeholderImage('4 8 1 9 0 3', '#fefefe', 180, 60).replace(
      'fill%3D%22%23fff%22',
      'fill%3D%22%23123%22',
    ),
    label: 'Captcha image, tap to refresh',
    onRefresh: () => undefined,
  },
  parameters: { i18n: { label: 'auth:login.captcha_image' } },
} satisfies Meta<typeof CaptchaImage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const Loading: Story = { args: { loading: true } };

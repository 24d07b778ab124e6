import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Header } from './header';

const logo = (
  <svg viewBox="0 0 120 32" width="120" height="32" role="img" aria-label="Lucky Star">
    <rect width="120" height="32" rx="6" fill="#f5b83d" />
    <text x="60" y="21" fontSize="14" textAnchor="middle" fill="#1d1400" fontWeight="700">
      LUCKY STAR
    </text>
  </svg>
);

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: { title: 'Change password', onBack: () => undefined, backLabel: 'Back' },
  parameters: {
    layout: 'fullscreen',
    i18n: { title: 'common:title.change_password', backLabel: 'common:header.back' },
  },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};
export const HomeLoggedOut: Story = {
  args: {
    title: undefined,
    logo,
    actions: (
      <>
        <Button size="s" variant="ghost">
          Log in
        </Button>
        <Button size="s">Register</Button>
      </>
    ),
  },
};

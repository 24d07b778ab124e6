import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath, saferGamblingSite } from '../../__fixtures__/story-screens';
import { SaferGamblingPage } from './safer-gambling-page';

function SaferGambling() {
  return <AtPath path="/saferGambling" screen={<SaferGamblingPage />} />;
}

const meta = {
  title: 'Safer gambling',
  tags: ['!autodocs'],
  component: SaferGambling,
  parameters: {
    layout: 'fullscreen',
    route: '/m/saferGambling',
    session: 'member',
    site: saferGamblingSite,
  },
} satisfies Meta<typeof SaferGambling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's limits with a raise that waits, the reality check, the break, exclusion and history. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('region', { name: 'Deposit limits' })).resolves.toBeVisible();
    await expect(canvas.getByText('Limit: ￥100.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exclude me' })).toBeDisabled();
  },
};

/** A guest: what the tools are, and the way to log in. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('region', { name: 'Stay in control' })).resolves.toBeVisible();
  },
};

import { answer } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtPath, agentSession, agentSite, storyOrigin } from '../../__fixtures__/story-screens';
import { ContractPrompts } from './contract-prompt';

function PromptOnHome() {
  return <AtPath path="/home" screen={<ContractPrompts />} />;
}

const allPending = { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 };

const meta = {
  title: 'Contract prompt',
  tags: ['!autodocs'],
  component: PromptOnHome,
  parameters: {
    layout: 'fullscreen',
    route: '/m/home',
    session: agentSession,
    site: agentSite,
    msw: { handlers: [answer('contracts.fundsConsolidated', allPending, storyOrigin)] },
  },
} satisfies Meta<typeof PromptOnHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three contracts pending: each is offered in turn, and "Sign now" opens its screen. */
export const Pending: Story = {
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const first = await body.findByRole('alertdialog');
    await expect(first).toHaveTextContent('Daily salary contract');
    await userEvent.click(within(first).getByRole('button', { name: 'Later' }));
    const second = await body.findByRole('alertdialog');
    await expect(second).toHaveTextContent('Dividend contract');
    await userEvent.click(within(second).getByRole('button', { name: 'Sign now' }));
    await expect(
      canvas.findByText('Went to /member/agent/getDevidendContract'),
    ).resolves.toBeVisible();
  },
};

/** Nothing pending: no prompt. */
export const NothingPending: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'contracts.fundsConsolidated',
          { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 },
          storyOrigin,
        ),
      ],
    },
  },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** A type-40 member is never asked, whatever the server reports. */
export const Type40Member: Story = {
  parameters: { session: { userName: 'member40', type: 40 } },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** AGENTPOLICY3 off: nobody is asked. */
export const PolicyOff: Story = {
  parameters: { site: { ...agentSite, flags: { AGENTPOLICY3: false, REFERRAL: true } } },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

import { answer } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath, agentSession, agentSite, storyOrigin } from '../../__fixtures__/story-screens';
import { AgentCentrePage } from './agent-centre-page';

function AgentCentre() {
  return <AtPath path="/member/agent" screen={<AgentCentrePage />} />;
}

const meta = {
  title: 'Agent centre',
  tags: ['!autodocs'],
  component: AgentCentre,
  parameters: {
    layout: 'fullscreen',
    route: '/m/member/agent',
    session: agentSession,
    site: agentSite,
  },
} satisfies Meta<typeof AgentCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team's figures for today. */
export const TeamKpi: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByText('￥96,420.50')).resolves.toBeVisible();
  },
};

/** The downline with each member's activity, searchable. */
export const Downline: Story = {
  parameters: { route: '/m/member/agent?tab=downline' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('article', { name: 'player01' })).resolves.toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

/** Nobody in the downline yet. */
export const EmptyDownline: Story = {
  parameters: {
    route: '/m/member/agent?tab=downline',
    msw: {
      handlers: [
        answer(
          'contracts.downline',
          { content: [], pageNum: 1, totalPages: 0, totalCount: 0 },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No members in your downline yet')).resolves.toBeVisible();
  },
};

/** The downline's rebate rates. */
export const Rebates: Story = {
  parameters: { route: '/m/member/agent?tab=rebates' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('0.8%')).resolves.toBeVisible();
  },
};

/** The daily-salary records. */
export const DailySalary: Story = {
  parameters: { route: '/m/member/agent?tab=salary' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('2026-01-04')).resolves.toBeVisible();
  },
};

/** My quotas, and a rebate above them refused before it is sent. */
export const QuotaRefused: Story = {
  parameters: { route: '/m/member/agent?tab=settings' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Downline user name'), 'player01');
    await userEvent.type(canvas.getByLabelText('Rebate rate (%)'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.findByText('The rate is above your quota of 1.2%.')).resolves.toBeVisible();
  },
};

/** My invitation links. */
export const Links: Story = {
  parameters: { route: '/m/member/agent?tab=links' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Registrations: 2')).resolves.toBeVisible();
  },
};

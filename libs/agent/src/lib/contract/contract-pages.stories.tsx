import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, agentSession, agentSite, storyOrigin } from '../../__fixtures__/story-screens';
import { DividendContractPage, HourContractPage, SalaryContractPage } from './contract-pages';

function SalaryContract() {
  return <AtPath path="/member/agent/getSalaryContract" screen={<SalaryContractPage />} />;
}

const meta = {
  title: 'Contract',
  tags: ['!autodocs'],
  component: SalaryContract,
  parameters: {
    layout: 'fullscreen',
    route: '/m/member/agent/getSalaryContract',
    session: agentSession,
    site: agentSite,
  },
} satisfies Meta<typeof SalaryContract>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending daily-salary contract: its tiers, period and who offered it, with accept and decline. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('region', { name: 'Daily salary contract' }),
    ).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

const contract = {
  contractId: '7',
  kind: 'DAILY_SALARY',
  period: 'DAY',
  tiers: [{ threshold: 10_000, ratePercent: 0.5 }],
  offeredBy: 'platform',
  offeredAt: '2026-01-05T08:00:00.000Z',
} as const;

/** Already accepted: the terms, and no buttons. */
export const Accepted: Story = {
  parameters: {
    msw: {
      handlers: [
        answer(
          'contracts.dailySalary',
          { contract: { ...contract, status: 'ACCEPTED' } },
          storyOrigin,
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Accepted')).resolves.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** The dividend contract, offered by the agent above. */
export const Dividend: Story = {
  render: () => (
    <AtPath path="/member/agent/getDevidendContract" screen={<DividendContractPage />} />
  ),
  parameters: { route: '/m/member/agent/getDevidendContract' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Every half month')).resolves.toBeVisible();
  },
};

/** The hourly-salary contract. */
export const Hourly: Story = {
  render: () => <AtPath path="/member/agent/getHourContract" screen={<HourContractPage />} />,
  parameters: { route: '/m/member/agent/getHourContract' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Hourly')).resolves.toBeVisible();
  },
};

/** Nothing offered. */
export const NoContract: Story = {
  parameters: {
    msw: { handlers: [answer('contracts.dailySalary', { contract: null }, storyOrigin)] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('There is no contract for you.')).resolves.toBeVisible();
  },
};

/** The gateway has not answered yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** The contract could not be loaded: a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [fail('contracts.dailySalary', { errorCode: 'boom', status: 500 }, storyOrigin)],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

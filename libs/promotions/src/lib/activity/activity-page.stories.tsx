import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { AtPath, promotionsSite, storyOrigin } from '../../__fixtures__/story-screens';
import { ActivityPage } from './activity-page';

function Activity() {
  return <AtPath path="/activity" screen={<ActivityPage />} />;
}

const meta = {
  title: 'Activity',
  tags: ['!autodocs'],
  component: Activity,
  parameters: {
    layout: 'fullscreen',
    route: '/m/activity',
    session: 'member',
    site: promotionsSite,
  },
} satisfies Meta<typeof Activity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promotions by category, each with image, title, period and status. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('link', { name: /Weekly cashback/ })).resolves.toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rebate' })).toBeVisible();
  },
};

/** A guest sees the same promotions, without statuses. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('link', { name: /First deposit bonus/ })).resolves.toBeVisible();
  },
};

/** One promotion open to apply: its sanitised content and the comment form. */
export const Detail: Story = {
  parameters: { route: '/m/activity?id=401' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('textbox', { name: 'Comment' })).resolves.toBeVisible();
  },
};

/** A promotion the member has already applied for: its status, no form. */
export const Applied: Story = {
  parameters: { route: '/m/activity?id=402' },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('Applying')).resolves.toBeVisible();
  },
};

/** A guest on a promotion is offered the login. */
export const GuestDetail: Story = {
  parameters: { route: '/m/activity?id=401', session: 'guest' },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('link', { name: 'Log in to apply' })).resolves.toBeVisible();
  },
};

/** No promotion runs. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${storyOrigin}/wps/relay/ACTFE_getPromotions`, () =>
          HttpResponse.json({ success: true, value: [] }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No promotions right now')).resolves.toBeVisible();
  },
};

/** The promotions have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${storyOrigin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** The call failed: a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${storyOrigin}/wps/relay/ACTFE_getPromotions`, () =>
          HttpResponse.json({ success: false, errorCode: 'x', message: '' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { popupFixture } from '../../__fixtures__/story-popups';
import { AtPath, promotionsSite, storyOrigin } from '../../__fixtures__/story-screens';
import { PromotionPopup } from './promotion-popup';

const popup = popupFixture;

const POPUPS = [
  popup(301, 'A', 'Welcome back', '<p style="font-size:28px">Your daily reward is waiting.</p>'),
  popup(302, 'B', 'New here?', '<p>Register today and get a <b>100%</b> welcome bonus.</p>'),
  popup(303, 'F', 'First login gift', '<p>Thanks for joining: here is a free spin.</p>'),
];

/** The popup is a layer over the page, outside the story's canvas. */
const page = () => within(document.body);

/** The popup waits 500 ms after mount and fades in; a loaded machine may take longer. */
const SHOWN = { timeout: 10_000 };

function Popup() {
  return <AtPath path="/home" screen={<PromotionPopup />} />;
}

const meta = {
  title: 'Popup',
  tags: ['!autodocs'],
  component: Popup,
  parameters: {
    layout: 'fullscreen',
    route: '/m/home',
    site: promotionsSite,
    msw: {
      handlers: [
        http.get(`${storyOrigin}/wps/relay/CCSFE_getListAnnouncements`, () =>
          HttpResponse.json({ success: true, value: POPUPS }),
        ),
      ],
    },
  },
  // Each story starts with no popup closed before on this browser.
  beforeEach: () => {
    localStorage.removeItem('SHELL_PU_A');
    localStorage.removeItem('SHELL_PU_B');
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest sees execution B only. */
export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async () => {
    const canvas = page();
    const dialog = await canvas.findByRole('dialog', { name: 'New here?' }, SHOWN);
    await waitFor(() => expect(dialog).toBeVisible(), SHOWN);
    await expect(canvas.queryByText('Welcome back')).toBeNull();
  },
};

/** A member who has logged in before sees execution A only. */
export const Member: Story = {
  parameters: { session: { firstTimeLogin: false } },
  play: async () => {
    const canvas = page();
    const dialog = await canvas.findByRole('dialog', { name: 'Welcome back' }, SHOWN);
    await waitFor(() => expect(dialog).toBeVisible(), SHOWN);
    await expect(canvas.queryByText('1 of 2')).toBeNull();
  },
};

/** A member's first login adds execution F: two pages, turned with Next and Previous. */
export const FirstLogin: Story = {
  parameters: { session: { firstTimeLogin: true } },
  play: async ({ userEvent }) => {
    const canvas = page();
    const dialog = await canvas.findByRole('dialog', { name: 'Welcome back' }, SHOWN);
    await waitFor(() => expect(canvas.getByText('1 of 2')).toBeVisible(), SHOWN);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(dialog).toHaveAccessibleName('First login gift');
    await expect(canvas.getByText('2 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(dialog).toHaveAccessibleName('Welcome back');
  },
};

/** Closing it stores its items as not to show again for members (SHELL_PU_A). */
export const Closed: Story = {
  parameters: { session: 'member' },
  play: async ({ userEvent }) => {
    const canvas = page();
    await canvas.findByRole('dialog', { name: 'Welcome back' }, SHOWN);
    await userEvent.click(canvas.getByRole('button', { name: 'I know' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(localStorage.getItem('SHELL_PU_A')).toContain('301');
  },
};

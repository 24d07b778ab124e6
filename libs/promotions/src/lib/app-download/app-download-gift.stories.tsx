import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AtPath, promotionsSite } from '../../__fixtures__/story-screens';
import { APP_DOWNLOAD_KEY, AppDownloadGift } from './app-download-gift';

const gift = {
  id: 409,
  promotionKey: APP_DOWNLOAD_KEY,
  title: 'App download gift',
  content: '<p>Install the app before the countdown ends.</p>',
};

/** A deadline a day, two hours, three minutes and four seconds from when the story renders. */
const deadline = () => Date.now() + ((26 * 60 + 3) * 60 + 4) * 1000;

function Gift() {
  return (
    <AtPath path="/home" screen={<AppDownloadGift promotion={gift} deadline={deadline()} />} />
  );
}

const meta = {
  title: 'App download gift',
  tags: ['!autodocs'],
  component: Gift,
  parameters: { layout: 'fullscreen', route: '/m/home', site: promotionsSite },
} satisfies Meta<typeof Gift>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gift icon as the download bar shows it. */
export const Icon: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('button', { name: 'Open the app download gift' }),
    ).resolves.toBeVisible();
  },
};

/** Opened: the promotion with its countdown of days, hours, minutes and seconds. */
export const Countdown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open the app download gift' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'App download gift' });
    const timer = within(dialog).getByRole('timer');
    await expect(timer).toHaveTextContent(/^01Days02Hours0[23]Min\d\dSec$/);
  },
};

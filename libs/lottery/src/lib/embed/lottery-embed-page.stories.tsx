import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AtPath } from '../../__fixtures__/story-lottery';
import { LotteryEmbedPage } from './lottery-embed-page';

function Embed() {
  return <AtPath path="/lotto-h5/:mui/:playType/games/:gameId" screen={<LotteryEmbedPage />} />;
}

const meta = {
  title: 'Embedded lottery',
  tags: ['!autodocs'],
  component: Embed,
  parameters: {
    layout: 'fullscreen',
    route:
      '/m/lotto-h5/v1/ent/games/FAST1?token=t1&merchant=demo&css=demo.css&prize_mode=ModeElott&backUrl=%2Fm%2Fhome',
    session: 'member',
  },
} satisfies Meta<typeof Embed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's lottery page on the platform's origin: framed, sandboxed to forms. */
export const OnThePlatform: Story = {
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Lottery');
    await expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    await expect(canvas.getByRole('button', { name: 'Close the lottery' })).toBeVisible();
  },
};

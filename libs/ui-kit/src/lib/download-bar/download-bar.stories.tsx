import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../internal/story-images';
import { DownloadBar } from './download-bar';

const meta = {
  title: 'Promotion/DownloadBar',
  component: DownloadBar,
  args: {
    text: 'Install the app for a faster experience',
    actionLabel: 'Download',
    closeLabel: 'Hide the download bar',
    onDownload: () => undefined,
    onClose: () => undefined,
    icon: <img src={placeholderImage('M', '#f5b83d', 64, 64)} alt="" />,
  },
  parameters: {
    layout: 'fullscreen',
    i18n: {
      text: 'common:download_bar.text',
      actionLabel: 'common:download_bar.action',
      closeLabel: 'common:download_bar.close',
    },
  },
} satisfies Meta<typeof DownloadBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithGift: Story = { args: { extra: <span aria-hidden="true">🎁</span> } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LINE_ICON_NAMES, LineIcon } from './line-icon';

const meta = {
  title: 'Display/LineIcon',
  component: LineIcon,
  args: { name: 'home' },
  argTypes: { name: { control: 'select', options: LINE_ICON_NAMES } },
  decorators: [
    (Story) => (
      <span style={{ display: 'inline-block', inlineSize: '0.48rem', blockSize: '0.48rem' }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof LineIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One icon, at the size the bottom menu draws it; pick another in the controls. */
export const Default: Story = {};

/** Every icon of the set, in the text's colour. */
export const Every: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: '0.24rem',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {LINE_ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.08rem' }}>
          <span style={{ inlineSize: '0.48rem', blockSize: '0.48rem' }}>
            <LineIcon name={name} />
          </span>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(LINE_ICON_NAMES.length);
  },
};

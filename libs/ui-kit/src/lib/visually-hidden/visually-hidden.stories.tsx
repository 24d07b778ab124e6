import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

/** A logo that stands for the page's name: the name is there for screen readers only. */
function LogoWithName({ name }: { name: string }) {
  return (
    <span>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
      </svg>
      <VisuallyHidden as="h1">{name}</VisuallyHidden>
    </span>
  );
}

const meta = {
  title: 'Display/Visually hidden',
  component: LogoWithName,
  args: { name: 'mweb' },
} satisfies Meta<typeof LogoWithName>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Only the mark shows; the heading is read. */
export const HeadingBehindALogo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'mweb' })).toBeInTheDocument();
  },
};

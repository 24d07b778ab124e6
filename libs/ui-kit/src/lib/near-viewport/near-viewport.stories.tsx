import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NearViewport } from './near-viewport';

// However busy the machine that runs the stories.
const RENDERED = { timeout: 10_000 };

interface DemoProps {
  /** How many sections stand below a first screen of text. */
  sections: number;
}

/** A screen-high block, then sections that each render only as they come near the screen. */
function Demo({ sections }: DemoProps) {
  return (
    <div>
      <p style={{ minHeight: 'calc(100vh + 400px)' }}>
        The first screen: what a player sees on arrival.
      </p>
      {Array.from({ length: sections }, (_, index) => (
        <NearViewport key={index} reserve="18rem">
          <section aria-label={`Section ${index + 1}`} style={{ minHeight: '18rem' }}>
            <h2>Section {index + 1}</h2>
            <a href={`#section-${index + 1}`}>Open section {index + 1}</a>
          </section>
        </NearViewport>
      ))}
    </div>
  );
}

const meta = {
  title: 'Layout/NearViewport',
  component: Demo,
  args: { sections: 4 },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Only what nears the screen renders; scrolling brings the rest, one section after another. */
export const RendersAsItScrollsIn: Story = {
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await expect(canvas.queryByRole('region', { name: 'Section 1' })).toBeNull();
    canvas.getByText(/The first screen/).scrollIntoView({ block: 'end' });
    // Into the frame itself: in the story's frame the margin reaches no further than its edge.
    window.scrollBy(0, 100);
    await waitFor(
      () => expect(canvas.getByRole('region', { name: 'Section 1' })).toBeInTheDocument(),
      RENDERED,
    );
    await expect(canvas.queryByRole('region', { name: 'Section 4' })).toBeNull();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(
      () => expect(canvas.getByRole('region', { name: 'Section 4' })).toBeInTheDocument(),
      RENDERED,
    );
    window.scrollTo(0, 0);
  },
};

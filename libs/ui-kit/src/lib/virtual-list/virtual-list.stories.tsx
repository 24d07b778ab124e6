import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameTile } from '../game-tile/game-tile';
import { placeholderImage } from '../internal/story-images';
import { VirtualList } from './virtual-list';

interface DemoProps {
  /** What the list holds. */
  label: string;
  /** How many games. */
  count: number;
  /** Tiles per row. */
  columns: number;
  /** Plain rows of one to three lines, to show that each row is measured once drawn. */
  unevenRows?: boolean;
}

const fallback = placeholderImage('?');
const icons = ['#3b4a6b', '#6b3b4a', '#3b6b4a', '#6b5a3b'].map((colour, index) =>
  placeholderImage(String.fromCharCode(65 + index), colour),
);

function Demo({ label, count, columns, unevenRows = false }: DemoProps) {
  const games = Array.from({ length: count }, (_, index) => ({
    id: index,
    name: `Game ${index + 1}`,
  }));
  return (
    <VirtualList
      label={label}
      items={games}
      getKey={(game) => game.id}
      columns={columns}
      estimateRowHeight={columns > 1 ? 130 : 48}
      renderItem={(game, index) =>
        columns > 1 ? (
          <GameTile
            name={game.name}
            iconUrl={icons[index % icons.length]}
            fallbackIconUrl={fallback}
            onLaunch={() => undefined}
          />
        ) : unevenRows ? (
          <span style={{ display: 'block', whiteSpace: 'pre-line' }}>
            {Array.from({ length: (index % 3) + 1 }, () => game.name).join('\n')}
          </span>
        ) : (
          <span>{game.name}</span>
        )
      }
    />
  );
}

const meta = {
  title: 'Lists/VirtualList',
  component: Demo,
  args: { label: 'Games', count: 1000, columns: 3 },
  parameters: { i18n: { label: 'common:title.game_list' } },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThousandGames: Story = {};
export const PlainRows: Story = { args: { columns: 1 } };
export const UnevenRows: Story = { args: { columns: 1, unevenRows: true } };

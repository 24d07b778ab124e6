import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameTile } from '../game-tile/game-tile';
import { placeholderImage } from '../internal/story-images';
import { GameGrid, type GameGridProps } from './game-grid';

interface DemoGame {
  id: number;
  name: string;
}

const games: DemoGame[] = Array.from({ length: 9 }, (_, index) => ({
  id: index,
  name:
    ['Mahjong Ways', 'Fortune Tiger', 'Lucky Neko', 'Fishing King', 'Baccarat', 'Dragon Tiger'][
      index % 6
    ] ?? 'Game',
}));

function Demo(props: Pick<GameGridProps<DemoGame>, 'label' | 'columns'>) {
  return (
    <GameGrid
      {...props}
      items={games}
      getKey={(game) => game.id}
      renderItem={(game, index) => (
        <GameTile
          name={game.name}
          iconUrl={placeholderImage(String(index + 1), index % 2 ? '#3b4a6b' : '#6b3b4a')}
          fallbackIconUrl={placeholderImage('?')}
          onLaunch={() => undefined}
          priority={index < 6}
        />
      )}
    />
  );
}

const meta = {
  title: 'Games/GameGrid',
  component: Demo,
  args: { label: 'Hot games', columns: 3 },
  parameters: { i18n: { label: 'common:home.hot_games' } },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const FourColumns: Story = { args: { columns: 4 } };

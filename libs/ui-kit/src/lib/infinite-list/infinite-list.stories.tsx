import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

type DemoProps = Pick<InfiniteListProps, 'loadingLabel' | 'endLabel' | 'loadMoreLabel'> & {
  /** Pages the demo server has. */
  totalPages: number;
};

function Demo({ totalPages, ...labels }: DemoProps) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  return (
    <InfiniteList
      {...labels}
      hasMore={pages < totalPages}
      loading={loading}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setPages((page) => page + 1);
          setLoading(false);
        }, 600);
      }}
    >
      <ol>
        {Array.from({ length: pages * 15 }, (_, index) => (
          <li key={index} style={{ minBlockSize: '0.8rem' }}>
            Record {index + 1}
          </li>
        ))}
      </ol>
    </InfiniteList>
  );
}

const meta = {
  title: 'Lists/InfiniteList',
  component: Demo,
  args: {
    totalPages: 4,
    loadingLabel: 'Loading…',
    endLabel: 'No more',
    loadMoreLabel: 'Load more',
  },
  parameters: {
    i18n: {
      loadingLabel: 'common:status.loading',
      endLabel: 'common:status.no_more',
      loadMoreLabel: 'common:action.load_more',
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Paging: Story = {};
export const AtTheEnd: Story = { args: { totalPages: 1 } };

import { renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

const kit = setUpScreenTests({ namespaces: [] });

describe('ListPager', () => {
  it('says where the reader is and asks for the page either side', async () => {
    const onPage = vi.fn();
    renderScreen(<ListPager pageNo={2} totalPages={5} onPage={onPage} />, { kit });
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('2 / 5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('shows nothing when one page holds the list', () => {
    renderScreen(<ListPager pageNo={1} totalPages={1} onPage={() => undefined} />, { kit });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

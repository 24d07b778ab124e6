import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from './popup';

const items = [
  { id: 'a', title: 'Weekend bonus', html: '<p>10% extra</p>' },
  { id: 'b', title: 'New slots', html: '<p>Try them</p>' },
];

const labels = { closeLabel: 'Close', previousLabel: 'Previous', nextLabel: 'Next' };

describe('Popup', () => {
  it('pages through the items', async () => {
    render(<Popup items={items} open onClose={() => undefined} {...labels} />);
    expect(screen.getByRole('dialog', { name: 'Weekend bonus' })).toBeVisible();
    expect(screen.getByText('1 / 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'New slots' })).toHaveTextContent('Try them');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('runs its actions with the item shown, and closes', async () => {
    const goToActivity = vi.fn();
    const onClose = vi.fn();
    render(
      <Popup
        items={items}
        open
        onClose={onClose}
        {...labels}
        primaryAction={{ label: 'Go to activity', onClick: goToActivity }}
        secondaryAction={{ label: 'I know', onClick: onClose }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to activity' }));
    expect(goToActivity).toHaveBeenCalledWith(items[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no pager for a single item', () => {
    const [first] = items;
    if (!first) throw new Error('no item');
    render(<Popup items={[first]} open onClose={() => undefined} {...labels} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

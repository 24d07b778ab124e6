import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from './side-menu';

function Harness() {
  const [selected, setSelected] = useState('HOT');
  return (
    <SideMenu
      label="Game categories"
      selectedId={selected}
      onSelect={setSelected}
      items={[
        { id: 'HOT', label: 'Hot' },
        { id: 'FAV', label: 'Favourites' },
        { id: 'RNG', label: 'Slots' },
      ]}
    />
  );
}

describe('SideMenu', () => {
  it('is a vertical list of categories selected by tap', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with Up, Down, Home and End', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
  });
});

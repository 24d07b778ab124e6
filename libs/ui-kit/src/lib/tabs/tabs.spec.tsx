import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'username', label: 'Username' },
  { id: 'mobile', label: 'Mobile number' },
  { id: 'off', label: 'Off', disabled: true },
  { id: 'email', label: 'E-mail' },
];

function Harness({ dir }: { dir?: 'rtl' }) {
  const [selected, setSelected] = useState('username');
  return (
    <div dir={dir}>
      <Tabs items={items} selectedId={selected} onSelect={setSelected} label="Log in with">
        <p>Panel of {selected}</p>
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('selects a tab on tap and shows its panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Mobile number' })).toHaveTextContent(
      'Panel of mobile',
    );
  });

  it('moves with the arrow keys, skipping disabled tabs, and jumps with Home and End', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('mirrors the arrow keys right to left', async () => {
    render(<Harness dir="rtl" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps one tab stop', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});

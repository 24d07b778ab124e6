import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomMenu } from './bottom-menu';

const items = [
  { id: 'home', label: 'Home', icon: '⌂', href: '/m/home' },
  { id: 'promotion', label: 'Promotions', icon: '★', href: '/m/activity' },
  { id: 'deposit', label: 'Deposit', icon: '+', href: '/m/voucherCenter' },
];

describe('BottomMenu', () => {
  it('is a named navigation of links, the current one marked', () => {
    render(<BottomMenu items={items} activeId="home" label="Main menu" />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });

  it('hands a tap to the router', async () => {
    const onSelect = vi.fn((_id: string, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<BottomMenu items={items} label="Main menu" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(onSelect).toHaveBeenCalledWith('promotion', expect.anything());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';

describe('Header', () => {
  it('shows the title as the page heading and a back arrow that goes back', async () => {
    const onBack = vi.fn();
    render(<Header title="Change password" onBack={onBack} backLabel="Back" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the logo instead of the arrow on home, with the actions', () => {
    render(
      <Header
        logo={<img src="logo.svg" alt="Lucky Star" />}
        onBack={() => undefined}
        backLabel="Back"
        actions={<button type="button">Log in</button>}
      />,
    );
    expect(screen.getByRole('img', { name: 'Lucky Star' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

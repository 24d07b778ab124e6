import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingButton } from './floating-button';

describe('FloatingButton', () => {
  it('is a button named by its label that runs its action', async () => {
    const onClick = vi.fn();
    render(<FloatingButton label="Customer service" icon="☎" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../badge/badge';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Back" icon={<svg />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a badge beside the icon', () => {
    render(<IconButton label="Messages" icon="✉" badge={<Badge count={120} label="unread" />} />);
    expect(screen.getByRole('status', { name: '99+ unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Messages 99+ unread' })).toBeInTheDocument();
  });
});

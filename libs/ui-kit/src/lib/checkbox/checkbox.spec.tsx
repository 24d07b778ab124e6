import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label and by the space bar', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember password" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    await userEvent.click(screen.getByText('Remember password'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

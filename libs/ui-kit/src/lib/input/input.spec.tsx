import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is found by its label and takes typing', async () => {
    render(<Input label="Username" />);
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  it('reads its hint and error with it, and is invalid with an error', () => {
    render(
      <Input
        label="Mobile number"
        hint="Without the country code"
        error="Please enter a valid mobile number"
      />,
    );
    const field = screen.getByLabelText('Mobile number');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'Without the country code Please enter a valid mobile number',
    );
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Input label="Search games" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
  });
});

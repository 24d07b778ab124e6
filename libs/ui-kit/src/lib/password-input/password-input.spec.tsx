import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    render(
      <PasswordInput
        label="Password"
        showPasswordLabel="Show password"
        hidePasswordLabel="Hide password"
      />,
    );
    const field = screen.getByLabelText('Password');
    await userEvent.type(field, 's3cret');
    expect(field).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('s3cret');
  });
});

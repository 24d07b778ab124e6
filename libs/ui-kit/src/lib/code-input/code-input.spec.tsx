import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, digitsOnly } from './code-input';

describe('CodeInput', () => {
  it('keeps digits only, up to the maximum', async () => {
    const onValueChange = vi.fn();
    render(<CodeInput label="Captcha" onValueChange={onValueChange} />);
    const field = screen.getByLabelText('Captcha');
    await userEvent.type(field, '12a3-4 5678');
    expect(field).toHaveValue('123456');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('drops what a paste brings besides digits', async () => {
    render(<CodeInput label="SMS code" maxLength={10} />);
    const field = screen.getByLabelText('SMS code');
    await userEvent.click(field);
    await userEvent.paste('code: 98 76 54 32 10 99');
    expect(field).toHaveValue('9876543210');
  });

  it('filters a value owned by the parent', () => {
    render(<CodeInput label="Captcha" value="4x2" onValueChange={() => undefined} />);
    expect(screen.getByLabelText('Captcha')).toHaveValue('42');
    expect(digitsOnly('１２3', 6)).toBe('3');
  });
});

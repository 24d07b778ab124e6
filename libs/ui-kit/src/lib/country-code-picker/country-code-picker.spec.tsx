import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountryCodePicker } from './country-code-picker';

const options = [
  { dialingCode: '+84', name: 'Vietnam' },
  { dialingCode: '+66', name: 'Thailand' },
  { dialingCode: '+86', name: 'China' },
];

describe('CountryCodePicker', () => {
  it('shows the chosen code and reports a new one', async () => {
    const onChange = vi.fn();
    render(
      <CountryCodePicker options={options} value="+84" onChange={onChange} label="Country code" />,
    );
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveValue('+84');
    await userEvent.selectOptions(picker, '+66');
    expect(onChange).toHaveBeenCalledWith('+66');
  });

  it('shows the chosen country’s flag from the CDN, and the neutral flag when it fails', () => {
    const { container } = render(
      <CountryCodePicker
        options={[{ dialingCode: '+84', name: 'Vietnam', countryCode: 'VN' }]}
        value="+84"
        onChange={vi.fn()}
        label="Country code"
        flagCdn="https://cdn.example"
      />,
    );
    const flag = container.querySelector('img');
    expect(flag).toHaveAttribute(
      'src',
      'https://cdn.example/TCG_PROD_IMAGES/COUNTRY_FLAG/RECT/VN.svg',
    );
    expect(flag).toHaveAttribute('alt', '');
    if (flag) fireEvent.error(flag);
    expect(flag?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './language-picker';

describe('LanguagePicker', () => {
  it('offers the login languages, each named in itself', () => {
    render(<LanguagePicker value="EN" onChange={() => undefined} label="Language" />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('EN');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '简体中文',
      'English',
      'ไทย',
      'Tiếng Việt',
    ]);
  });

  it('keeps a current language the list leaves out, shown and selected', () => {
    render(<LanguagePicker value="JA" onChange={() => undefined} label="Language" />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('JA');
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('日本語');
  });

  it('reports the chosen language', async () => {
    const onChange = vi.fn();
    render(
      <LanguagePicker value="EN" onChange={onChange} label="Language" languages={['EN', 'UR']} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'اردو');
    expect(onChange).toHaveBeenCalledWith('UR');
  });

  it('shows the chosen language’s flag when given the CDN, falling back when it fails', () => {
    const { container } = render(
      <LanguagePicker value="VI" onChange={vi.fn()} label="Language" flagCdn="" />,
    );
    const flag = container.querySelector('img');
    expect(flag).toHaveAttribute('src', '/TCG_PROD_IMAGES/COUNTRY_FLAG/RECT/VN.svg');
    if (flag) fireEvent.error(flag);
    expect(flag?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag, flagUrl } from './flag';

describe('Flag', () => {
  it('reads the flag from the CDN path of the spec', () => {
    expect(flagUrl('https://cdn.example.com/', 'VN')).toBe(
      'https://cdn.example.com/TCG_PROD_IMAGES/COUNTRY_FLAG/RECT/VN.svg',
    );
    render(
      <Flag
        cdn="https://cdn.example.com"
        code="TH"
        shape="CIRCLE"
        label="Thailand"
        fallbackUrl="/flag.svg"
      />,
    );
    expect(screen.getByRole('img', { name: 'Thailand' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/TH.svg',
    );
  });

  it('falls back when the flag fails', () => {
    render(
      <Flag cdn="https://cdn.example.com" code="XX" label="Unknown" fallbackUrl="/flag.svg" />,
    );
    const image = screen.getByRole('img', { name: 'Unknown' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/flag.svg');
  });
});

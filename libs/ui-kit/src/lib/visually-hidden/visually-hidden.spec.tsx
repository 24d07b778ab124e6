import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps the text for screen readers and the element’s meaning', () => {
    render(
      <VisuallyHidden as="h1" id="page-title">
        mweb
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'mweb' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(heading.className).toMatch(/hidden/);
  });

  it('is a span by default', () => {
    render(<VisuallyHidden>Balance</VisuallyHidden>);
    expect(screen.getByText('Balance').tagName).toBe('SPAN');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SanitizedHtml, pxToRem } from './sanitized-html';

describe('SanitizedHtml', () => {
  it('drops scripts and event handlers', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p onclick="steal()">Deposit bonus</p><script>steal()</script><img src="x" onerror="steal()" alt="Bonus">'
        }
      />,
    );
    expect(screen.getByText('Deposit bonus')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('steal');
  });

  it('turns inline pixel sizes into rem, divided by 100', () => {
    render(<SanitizedHtml html={'<p style="font-size: 28px; margin: 0 12.5px">Big</p>'} />);
    expect(screen.getByText('Big').getAttribute('style')).toBe(
      'font-size: 0.28rem; margin: 0 0.125rem',
    );
    expect(pxToRem('width:-10px')).toBe('width:-0.1rem');
  });

  it('hands link taps to the handler instead of following them', async () => {
    const onLinkClick = vi.fn();
    render(
      <SanitizedHtml
        html={'<a href="https://example.com/promo">Go</a>'}
        onLinkClick={onLinkClick}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(onLinkClick).toHaveBeenCalledWith('https://example.com/promo');
    screen.getByRole('link', { name: 'Go' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onLinkClick).toHaveBeenCalledTimes(2);
  });
});

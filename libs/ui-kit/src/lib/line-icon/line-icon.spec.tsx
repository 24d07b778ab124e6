import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINE_ICON_NAMES, LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws each icon as a decorative stroke in the text colour', () => {
    for (const name of LINE_ICON_NAMES) {
      const { container, unmount } = render(<LineIcon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg?.getAttribute('stroke'), name).toBe('currentColor');
      expect(svg?.querySelector('path')?.getAttribute('d'), name).toMatch(/^M/);
      unmount();
    }
  });

  it('names every icon once', () => {
    expect(new Set(LINE_ICON_NAMES).size).toBe(LINE_ICON_NAMES.length);
    expect(LINE_ICON_NAMES).toContain('home');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from './marquee';

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Marquee', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('scrolls the titles in a button named by its label and the titles', async () => {
    stubReducedMotion(false);
    const onActivate = vi.fn();
    render(
      <Marquee
        items={['Maintenance tonight', 'New slots']}
        placeholder="Welcome"
        label="Announcements"
        onActivate={onActivate}
      />,
    );
    const strip = screen.getByRole('button', {
      name: /^Announcements: Maintenance tonight.*New slots$/,
    });
    expect(strip.querySelector('[style]')).not.toBeNull();
    await userEvent.click(strip);
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder, still, when there are no titles', () => {
    stubReducedMotion(false);
    render(
      <Marquee
        items={[]}
        placeholder="Welcome"
        label="Announcements"
        onActivate={() => undefined}
      />,
    );
    const strip = screen.getByRole('button', { name: 'Announcements: Welcome' });
    expect(strip.querySelector('[style]')).toBeNull();
  });

  it('holds still for reduced motion', () => {
    stubReducedMotion(true);
    render(
      <Marquee
        items={['Maintenance tonight']}
        placeholder="Welcome"
        label="Announcements"
        onActivate={() => undefined}
      />,
    );
    expect(screen.getByText('Maintenance tonight')).not.toHaveAttribute('style');
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ScreenLink, useScreenPath } from './screen-link';
import { SCREEN_NAMES, screenPath } from './screens';

function HelpDetailPath() {
  return <output>{useScreenPath('helpDetail', { p: 1, c: 0, skip: undefined }) ?? 'none'}</output>;
}

describe('screen paths', () => {
  it('gives each screen its first path of the route table, with the query it is asked for', () => {
    expect(screenPath('memberHome')).toBe('/member/home');
    expect(screenPath('gameList', { type: 'hot', vassalage: undefined })).toBe(
      '/gameList?type=hot',
    );
  });

  it('names every screen of the route table, the agent centre, the agreement, the outer-app screen, safer gambling and the security centre, once', () => {
    expect(new Set(SCREEN_NAMES).size).toBe(35);
  });
});

describe('links to screens', () => {
  afterEach(cleanup);

  it('links to a mounted screen under the basename', () => {
    renderWithProviders(<ScreenLink screen="register">Register</ScreenLink>, {
      site: { mountedScreens: ['register'] },
    });
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/m/register');
  });

  it('shows no link, or its fallback, while the screen does not exist', () => {
    renderWithProviders(
      <>
        <ScreenLink screen="deposit">Deposit</ScreenLink>
        <ScreenLink screen="withdraw" fallback={<span>Soon</span>}>
          Withdraw
        </ScreenLink>
      </>,
      { site: { mountedScreens: ['home'] } },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Soon').tagName).toBe('SPAN');
  });

  it('resolves a mounted screen to its path with the query, and any other to nothing', () => {
    const { unmount } = renderWithProviders(<HelpDetailPath />, {
      site: { mountedScreens: ['helpDetail'] },
    });
    expect(screen.getByRole('status').textContent).toBe('/helpDetail?p=1&c=0');
    unmount();
    renderWithProviders(<HelpDetailPath />, { site: { mountedScreens: [] } });
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});

import { sessionStarted } from '@mweb/api-client/session';
import { answer, gatewayHandlers, testSession } from '@mweb/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_GATEWAY, renderApp } from '../testing/render-app';
import { homeSections } from './home-sections';

const server = setupServer(...gatewayHandlers(TEST_GATEWAY));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** A page nobody scrolls: nothing below the games comes near the screen. */
class NeverNear {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
  takeRecords = vi.fn(() => []);
}

/** Whether `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the home page, by its sections’ records', () => {
  it('has its sections in the order of SPEC.md section 2, each with its timing and room', () => {
    expect(homeSections.map(({ id, when, reserve, after }) => [id, when, reserve, after])).toEqual([
      ['downloadBar', 'atOnce', undefined, undefined],
      ['banners', 'atOnce', undefined, undefined],
      ['announcements', 'afterFirstPaint', 'var(--mweb-touch-target)', undefined],
      ['quickNav', 'afterFirstPaint', '0.88rem', undefined],
      ['customerService', 'afterFirstPaint', undefined, undefined],
      ['games', 'afterFirstPaint', undefined, 'customerService'],
      ['lottery', 'nearViewport', '17.5rem', 'games'],
      ['member', 'nearViewport', '3.5rem', 'games'],
      ['nav', 'nearViewport', '3rem', 'games'],
      ['notice', 'nearViewport', '3.5rem', 'games'],
      ['winnerBoard', 'nearViewport', '9rem', 'games'],
      ['promotionPopup', 'afterFirstPaint', undefined, 'games'],
      ['contractPrompts', 'whenIdle', undefined, 'games'],
    ]);
  });

  it('renders them in that order, and keeps the room of those below until they near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    await renderApp('/m/home');
    const main = await screen.findByRole('main');
    const bar = await screen.findByRole('complementary', { name: /Install the app/ });
    const banners = await screen.findByRole('region', { name: 'Featured' });
    const marquee = await screen.findByRole('button', { name: /Announcements/ });
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick links' });
    const games = await within(main).findByRole('tablist');
    for (const [above, below] of [
      [bar, banners],
      [banners, marquee],
      [marquee, quickLinks],
      [quickLinks, games],
    ] as const)
      expect(precedes(above, below)).toBe(true);
    const waiting = [...main.querySelectorAll<HTMLElement>('[data-near-viewport="waiting"]')];
    expect(waiting.map((room) => room.style.minHeight)).toEqual([
      '17.5rem',
      '3.5rem',
      '3rem',
      '3.5rem',
      '9rem',
    ]);
    expect(precedes(games, waiting[0] as HTMLElement)).toBe(true);
  });

  it('watches the rooms below the games only once the games stand above them, where the rooms will stay', async () => {
    // Whether the games were in the page when each room began to be watched.
    const gamesThere: boolean[] = [];
    class Watching extends NeverNear {
      override observe = vi.fn(() => {
        gamesThere.push(document.querySelector('main [role="tablist"]') !== null);
      });
    }
    vi.stubGlobal('IntersectionObserver', Watching);
    await renderApp('/m/home');
    await within(await screen.findByRole('main')).findByRole('tablist');
    await vi.waitFor(() => expect(gamesThere).toHaveLength(5));
    expect(gamesThere).toEqual([true, true, true, true, true]);
  });

  it("places promotions' gift on the download bar and count on the reward-centre link, with no DOM id", async () => {
    server.use(
      answer(
        'content.promotions',
        [{ id: 409, promotionKey: 'APP_DOWNLOAD', title: 'App download gift', content: '' }],
        TEST_GATEWAY,
      ),
    );
    vi.stubGlobal('IntersectionObserver', NeverNear);
    const { store } = await renderApp('/m/home');
    act(() => {
      store.dispatch(sessionStarted(testSession({ token: 't' })));
    });
    const bar = await screen.findByRole('complementary', { name: /Install the app/ });
    expect(
      await within(bar).findByRole('button', { name: 'Open the app download gift' }),
    ).toBeInTheDocument();
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick links' });
    const rewards = within(quickLinks).getByRole('link', { name: /Reward centre/ });
    expect(
      await within(rewards).findByRole('status', { name: /Unclaimed rewards/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('[id="app-download-gift"], [id="reward-centre-badge"]')).toBe(
      null,
    );
  });
});

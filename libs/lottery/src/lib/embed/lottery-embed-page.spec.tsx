import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  handClock,
  locationText,
  renderLottery,
  setUpLotteryTests,
} from '../../__fixtures__/render-lottery';
import { LotteryEmbedPage } from './lottery-embed-page';

const kit = setUpLotteryTests();

function embed(query: string, lotteryH5Url = '') {
  return renderLottery(<LotteryEmbedPage />, handClock(0), {
    kit,
    route: `/m/lotto-h5/v1/ent/games/VNF1?${query}`,
    path: '/lotto-h5/:mui/:playType/games/:gameId',
    site: { lotteryH5Url },
  });
}

describe('the embedded lottery page', () => {
  it("frames the platform's lottery page with the launch's token, merchant, css and prize mode", () => {
    embed('token=t1&merchant=demo&css=demo.css&prize_mode=ModeElott&other=x');
    const frame = screen.getByTitle('Lottery');
    expect(frame).toHaveAttribute('sandbox', 'allow-forms');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe(GATEWAY);
    expect(src.pathname).toBe('/platform/lottery/VNF1');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      playType: 'ent',
      token: 't1',
      merchant: 'demo',
      css: 'demo.css',
      prize_mode: 'ModeElott',
    });
  });

  it('frames the lottery client the status names, with scripts but never the app’s origin', () => {
    embed('token=t1&merchant=demo&css=demo.css&prize_mode=SEA', 'https://lotto.vendor.example');
    const frame = screen.getByTitle('Lottery');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://lotto.vendor.example');
    expect(src.pathname).toBe('/lottery/VNF1');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      playType: 'ent',
      token: 't1',
      merchant: 'demo',
      css: 'demo.css',
      prize_mode: 'SEA',
    });
  });

  it('frames no script on the app’s own origin, nor from a client named by a hostile URL', () => {
    for (const named of [window.location.origin, 'javascript:alert(1)', 'http://evil.example']) {
      const { unmount } = embed('token=t1', named);
      const frame = screen.getByTitle('Lottery');
      expect(frame).toHaveAttribute('sandbox', 'allow-forms');
      expect(new URL(frame.getAttribute('src') ?? '').pathname).toBe('/platform/lottery/VNF1');
      unmount();
    }
  });

  it("closes to the launch's back URL when it is one of the app's pages", async () => {
    embed(`token=t1&backUrl=${encodeURIComponent(`${window.location.origin}/m/home`)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(locationText()).toBe('/home');
  });

  it('closes to the game centre when the back URL leads anywhere else', async () => {
    embed(`token=t1&backUrl=${encodeURIComponent('https://elsewhere.example/m/home')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(locationText()).toBe('/game');
  });
});

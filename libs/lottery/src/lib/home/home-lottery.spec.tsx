import { answer } from '@mweb/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  demoLottery,
  handClock,
  renderLottery,
  setUpLotteryTests,
} from '../../__fixtures__/render-lottery';
import { HomeLottery } from './home-lottery';

const kit = setUpLotteryTests();

describe("the home page's lotteries", () => {
  it('shows the lotteries drawing soonest with countdowns, launching back to home, and a view-all link', async () => {
    kit.server.use(
      answer(
        'lottery.menu',
        [
          {
            code: 'fast',
            labelName: 'Fast',
            gameMenus: [
              demoLottery('SLOW', { remainTime: 300_000 }),
              demoLottery('SOON', { remainTime: 65_000 }),
              demoLottery('SHUT', { isSale: false }),
            ],
          },
        ],
        GATEWAY,
      ),
      answer('lottery.openedNumeros', [], GATEWAY),
      answer('lottery.vnRecent', [], GATEWAY),
    );
    renderLottery(<HomeLottery />, handClock(0), { kit });
    const section = await screen.findByRole('region', { name: 'All lotteries' });
    const rows = await within(section).findAllByRole('link', { name: /Lottery/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Lottery SOON'),
      expect.stringContaining('Lottery SLOW'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('00:01:00')).toBeVisible();
    expect(rows[0]).toHaveAttribute('href', expect.stringContaining('pageBack=home'));
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/lottery$/),
    );
  });

  it('shows the latest draws and their results, named from the menu', async () => {
    kit.server.use(
      answer(
        'lottery.menu',
        [{ code: 'fast', labelName: 'Fast', gameMenus: [demoLottery('F1')] }],
        GATEWAY,
      ),
      answer(
        'lottery.openedNumeros',
        [
          {
            gameId: 'F1',
            numero: '20261125-0700',
            drawTime: '2026-11-25T04:40:00.000Z',
            result: ['1', '2', '3', '4', '5'],
          },
        ],
        GATEWAY,
      ),
      answer('lottery.vnRecent', [], GATEWAY),
    );
    renderLottery(<HomeLottery />, handClock(0), { kit });
    const history = await screen.findByRole('region', { name: 'Draw history' });
    expect(within(history).getByText('Lottery F1')).toBeVisible();
    expect(within(history).getByText('Draw 20261125-0700')).toBeVisible();
    expect(within(history).getByText('1 2 3 4 5')).toBeVisible();
  });

  it("lists a member's recently played Vietnam lotteries at their current draw, launching back to home", async () => {
    kit.server.use(
      answer(
        'lottery.menu',
        [
          {
            code: 'vietnam_southern',
            labelName: 'South',
            gameMenus: [
              demoLottery('VS1', { remainTime: 65_000, numero: '20261125-NOW' }),
              demoLottery('VS2'),
            ],
          },
        ],
        GATEWAY,
      ),
      answer('lottery.openedNumeros', [], GATEWAY),
      answer(
        'lottery.vnRecent',
        [demoLottery('VS1', { numero: '20261124-OLD' }), demoLottery('GONE')],
        GATEWAY,
      ),
    );
    renderLottery(<HomeLottery />, handClock(0), { kit, session: 'member' });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    const rows = within(recent).getAllByRole('link');
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    expect(within(row).getByText('Lottery VS1')).toBeVisible();
    expect(within(row).getByText('Draw 20261125-NOW')).toBeVisible();
    expect(within(row).getByText('00:01:00')).toBeVisible();
    expect(row).toHaveAttribute('href', expect.stringContaining('pageBack=home'));
    expect(row).toHaveAttribute('href', expect.stringContaining('gameGroupId=vietnam_southern'));
  });

  it('shows no recently played lotteries to a guest', async () => {
    kit.server.use(
      answer(
        'lottery.menu',
        [{ code: 'fast', labelName: 'Fast', gameMenus: [demoLottery('F1')] }],
        GATEWAY,
      ),
      answer('lottery.openedNumeros', [], GATEWAY),
    );
    renderLottery(<HomeLottery />, handClock(0), { kit, session: 'guest' });
    await screen.findByRole('region', { name: 'All lotteries' });
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
  });
});

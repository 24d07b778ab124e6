import type { UrlOpeners } from '@mweb/api-client/leaving';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GATEWAY, renderGames, setUpGamesTests } from '../../__fixtures__/render-games';
import { LotteryLaunchPage } from './lottery-launch-page';

const kit = setUpGamesTests();

function launchAt(route: string, session: 'guest' | 'member' = 'member', failures = 0) {
  let failing = failures;
  const openers: UrlOpeners = { openOutside: vi.fn(), goTo: vi.fn() };
  const launches: URLSearchParams[] = [];
  kit.server.use(
    http.get(`${GATEWAY}/wps/game/launchGame`, ({ request }) => {
      launches.push(new URL(request.url).searchParams);
      if (failing-- > 0) {
        return HttpResponse.json(
          { success: false, errorCode: 'game.not.found', message: '' },
          { status: 404 },
        );
      }
      return HttpResponse.json({
        success: true,
        value: { gameUrl: '/m/lotto-h5/v1/ent/games/VNF1?token=t' },
      });
    }),
  );
  renderGames(<LotteryLaunchPage openers={openers} />, {
    kit,
    session,
    route,
    path: route.split('?')[0]?.replace('/m', '') ?? '/launchGame',
  });
  return { openers, launches };
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('the lottery launch', () => {
  it('launches the lottery of the query and follows its URL; closing returns to the game centre', async () => {
    const { openers, launches } = launchAt(
      '/m/launchGame?playType=ent&gameId=VNF1&gameGroupId=fast&prize_mode=ModeElott',
    );
    await waitFor(() =>
      expect(openers.goTo).toHaveBeenCalledWith(`${GATEWAY}/m/lotto-h5/v1/ent/games/VNF1?token=t`),
    );
    expect(launches).toHaveLength(1);
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ModeElott',
      lottoGameCode: 'VNF1',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: `${window.location.origin}/m/game`,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(location()).toHaveTextContent(/^\/game$/);
  });

  it('opens the lobby in the play type’s prize mode, coming back home with pageBack', async () => {
    const { launches } = launchAt('/m/startLottery?playType=trad&pageBack=home');
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
      backUrl: `${window.location.origin}/m/home`,
    });
    expect(launches[0]?.has('lottoGameCode')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close the lottery' }));
    expect(location()).toHaveTextContent(/^\/home$/);
  });

  it('sends a guest to login without a launch', async () => {
    const { launches } = launchAt('/m/launchGame?playType=ent&gameId=VNF1', 'guest');
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(launches).toHaveLength(0);
  });

  it('says the lottery could not be opened when the launch fails, and can try again', async () => {
    const { openers } = launchAt('/m/launchGame?playType=ent&gameId=VNF1', 'member', 1);
    expect(await screen.findByText('The lottery could not be opened')).toBeVisible();
    expect(openers.goTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await waitFor(() => expect(openers.goTo).toHaveBeenCalledTimes(1));
  });
});

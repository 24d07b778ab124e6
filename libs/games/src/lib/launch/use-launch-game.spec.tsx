import { type Game } from '@mweb/api-client';
import { selectLeaveRefusal, type UrlOpeners } from '@mweb/api-client/leaving';
import { answer, fail } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GATEWAY, renderGames, setUpGamesTests } from '../../__fixtures__/render-games';
import { useLaunchGame, type LaunchableGame } from './use-launch-game';

const kit = setUpGamesTests();

const rng: Game = {
  gameId: 'g-101',
  nodeId: '101',
  gameType: 'RNG',
  vassalage: 'PG',
  gameName: 'Lucky Fruits',
  supportPlay: 'REAL',
};

function Launcher({ game, openers }: { game: LaunchableGame; openers: UrlOpeners }) {
  const { launch, launching } = useLaunchGame(openers);
  return (
    <button type="button" aria-busy={launching} onClick={() => void launch(game)}>
      Play
    </button>
  );
}

function setUp(game: LaunchableGame, session: 'guest' | 'member' = 'member', cdns: string[] = []) {
  const openers: UrlOpeners = { openOutside: vi.fn(), goTo: vi.fn() };
  const launches: URLSearchParams[] = [];
  const recent: URLSearchParams[] = [];
  kit.server.use(
    http.get(`${GATEWAY}/wps/game/launchGame`, ({ request }) => {
      launches.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, value: { gameUrl: '/platform/game/7' } });
    }),
    http.get(`${GATEWAY}/wps/relay/GCS_addRecentGame`, ({ request }) => {
      recent.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, value: null });
    }),
  );
  const view = renderGames(<Launcher game={game} openers={openers} />, {
    kit,
    session,
    site: { launchGameCdns: cdns },
  });
  return { ...view, openers, launches, recent, user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { name: 'location' });
const play = () => screen.getByRole('button', { name: 'Play' });

describe('launching a game', () => {
  it('sends a guest to login and calls nothing', async () => {
    const { user, launches, openers } = setUp(rng, 'guest');
    await user.click(play());
    expect(location()).toHaveTextContent('/login');
    expect(launches).toHaveLength(0);
    expect(openers.goTo).not.toHaveBeenCalled();
  });

  it('launches any other vendor through the general call, records it as recent, and goes to its URL', async () => {
    const { user, launches, recent, openers } = setUp(rng);
    await user.click(play());
    await waitFor(() => expect(openers.goTo).toHaveBeenCalledWith(`${GATEWAY}/platform/game/7`));
    expect(launches).toHaveLength(1);
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      launchMode: 'GLS',
      gameId: 'g-101',
      nodeId: '101',
      vassalage: 'PG',
      gameCategory: 'RNG',
    });
    expect(Object.fromEntries(recent[0] ?? [])).toEqual({ gameId: 'g-101', nodeId: '101' });
  });

  it('launches a game of the e-sports code AV as e-sports when its entry names no category', async () => {
    const { gameType: _listed, ...entry } = { ...rng, vassalage: 'TF', gameCode: 'AV' };
    const { user, launches, openers } = setUp(entry);
    await user.click(play());
    await waitFor(() => expect(openers.goTo).toHaveBeenCalled());
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      launchMode: 'GLS',
      vassalage: 'TF',
      gameCategory: 'ESPORTS',
    });
  });

  it('shows the loading notice while the launch runs', async () => {
    let release: () => void = () => undefined;
    const { user, openers } = setUp(rng);
    kit.server.use(
      http.get(`${GATEWAY}/wps/game/launchGame`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, value: { gameUrl: '/platform/game/7' } });
      }),
    );
    await user.click(play());
    expect(await screen.findByText('Launching the game…')).toBeVisible();
    release();
    await waitFor(() => expect(openers.goTo).toHaveBeenCalled());
  });

  it('opens the lottery lobby with game code lobby for TCG_LOTTO_VN and TCG_SEA', async () => {
    const { user, launches, recent, openers } = setUp({ ...rng, vassalage: 'TCG_SEA' });
    await user.click(play());
    await waitFor(() => expect(openers.goTo).toHaveBeenCalled());
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoGameCode: 'lobby',
      lottoView: 'lobby',
      device: 'MOBILE',
    });
    expect(recent).toHaveLength(0);
  });

  it('starts the lottery launch for LOTT and ELOTT, its prize mode from the lotto mode', async () => {
    const { user, launches, openers } = setUp({
      ...rng,
      vassalage: 'ELOTT',
      gameCode: 'VNN01',
      lottoMode: 'Entertainment',
    });
    await user.click(play());
    await waitFor(() => expect(openers.goTo).toHaveBeenCalled());
    expect(Object.fromEntries(launches[0] ?? [])).toMatchObject({
      launchMode: 'LOTT',
      lottoGameCode: 'VNN01',
      lottoView: 'betting',
      lottoPrizeMode: 'ModeElott',
    });
  });

  it('starts nothing more on a second tap while a launch runs', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const { user, openers } = setUp(rng);
    kit.server.use(
      http.get(`${GATEWAY}/wps/game/launchGame`, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, value: { gameUrl: '/platform/game/7' } });
      }),
    );
    await user.click(play());
    await user.click(play());
    await waitFor(() => expect(calls).toBe(1));
    release();
    await waitFor(() => expect(openers.goTo).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
  });

  it('hides the loading notice on failure and shows nothing else', async () => {
    const { user, openers, store } = setUp(rng);
    kit.server.use(fail('games.launchGame', { errorCode: '#734', message: 'Busy' }, GATEWAY));
    await user.click(play());
    await waitFor(() => expect(play()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('Launching the game…')).not.toBeInTheDocument();
    expect(screen.queryByText('Busy')).not.toBeInTheDocument();
    expect(openers.goTo).not.toHaveBeenCalled();
    expect(selectLeaveRefusal(store.getState())).toBeNull();
  });

  it('refuses a launch URL on a foreign host and never goes there', async () => {
    const { user, openers, store } = setUp(rng);
    kit.server.use(answer('games.launchGame', { gameUrl: 'https://evil.example/game' }, GATEWAY));
    await user.click(play());
    await waitFor(() => expect(selectLeaveRefusal(store.getState())).not.toBeNull());
    expect(openers.goTo).not.toHaveBeenCalled();
    expect(screen.queryByText('Launching the game…')).not.toBeInTheDocument();
  });

  it('follows a launch CDN over https, and refuses the same host over http', async () => {
    const { user, openers, store } = setUp(rng, 'member', ['https://cdn.example']);
    kit.server.use(answer('games.launchGame', { gameUrl: 'https://cdn.example/play' }, GATEWAY));
    await user.click(play());
    await waitFor(() => expect(openers.goTo).toHaveBeenCalledWith('https://cdn.example/play'));
    kit.server.use(answer('games.launchGame', { gameUrl: 'http://cdn.example/play' }, GATEWAY));
    await user.click(play());
    await waitFor(() => expect(selectLeaveRefusal(store.getState())).not.toBeNull());
    expect(openers.goTo).toHaveBeenCalledTimes(1);
  });
});

import { fail } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { TrialPage } from './trial-page';

const kit = setUpScreenTests();

const location = () => screen.getByRole('status', { name: 'location' });

/**
 * The platform's trial calls: "create trial account" hands out `created`, free play logs into the
 * name it is sent when that name is one of `known`. Records what free play was sent.
 */
function trialPlatform(created: string, known: string[]) {
  const sent: unknown[] = [];
  let createdCount = 0;
  kit.server.use(
    http.get(`${GATEWAY}/wps/session/trial`, () => {
      createdCount += 1;
      known.push(created);
      return HttpResponse.json({ success: true, value: { userName: created } });
    }),
    http.post(`${GATEWAY}/wps/session/login/freeplay`, async ({ request }) => {
      const body = (await request.json()) as { userName?: string };
      sent.push(body);
      if (!body.userName || !known.includes(body.userName)) {
        return HttpResponse.json(
          { success: false, errorCode: 'trial.name.invalid', message: 'Not available.' },
          { status: 403 },
        );
      }
      return HttpResponse.json({
        success: true,
        value: { token: 'trial-token', userName: body.userName, customerType: 4 },
      });
    }),
  );
  return { sent, created: () => createdCount };
}

describe('the trial screen', () => {
  afterEach(() => localStorage.clear());

  it('creates a trial account, stores its name as trialName, logs into it and goes home', async () => {
    const platform = trialPlatform('trial0001', []);
    const { store } = renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(platform.created()).toBe(1);
    expect(platform.sent).toEqual([{ userName: 'trial0001' }]);
    expect(JSON.parse(localStorage.getItem('trialName') ?? 'null')).toBe('trial0001');
    expect(store.getState().session).toMatchObject({ userName: 'trial0001', type: 4 });
  });

  it('logs into the stored trialName again without creating another account', async () => {
    localStorage.setItem('trialName', JSON.stringify('trial0042'));
    const platform = trialPlatform('trial0099', ['trial0042']);
    const { store } = renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(platform.created()).toBe(0);
    expect(platform.sent).toEqual([{ userName: 'trial0042' }]);
    expect(store.getState().session).toMatchObject({ userName: 'trial0042' });
  });

  it('replaces a stored name the platform refuses with a new trial account', async () => {
    localStorage.setItem('trialName', JSON.stringify('trial0007'));
    const platform = trialPlatform('trial0100', []);
    const { store } = renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(platform.sent).toEqual([{ userName: 'trial0007' }, { userName: 'trial0100' }]);
    expect(JSON.parse(localStorage.getItem('trialName') ?? 'null')).toBe('trial0100');
    expect(store.getState().session).toMatchObject({ userName: 'trial0100' });
  });

  it.each([
    ['not JSON', '{trial'],
    ['not a name', JSON.stringify('<img src=x onerror=alert(1)>')],
    ['not text', JSON.stringify({ userName: 'trial0001' })],
  ])('falls back to a new trial account when the stored trialName is %s', async (_what, raw) => {
    localStorage.setItem('trialName', raw);
    const platform = trialPlatform('trial0200', []);
    renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(platform.sent).toEqual([{ userName: 'trial0200' }]);
    expect(JSON.parse(localStorage.getItem('trialName') ?? 'null')).toBe('trial0200');
  });

  it('goes straight home when a trial session is already here', async () => {
    const platform = trialPlatform('trial0300', []);
    renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail', session: 'trial' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(platform.created()).toBe(0);
    expect(platform.sent).toEqual([]);
  });

  it('offers a retry when the trial account cannot be made', async () => {
    kit.server.use(
      fail(
        'account.createTrialAccount',
        { errorCode: 'function.not.available', message: 'Free play is off.', status: 403 },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    expect(await screen.findByText('Free play is off.')).toBeInTheDocument();
    expect(localStorage.getItem('trialName')).toBeNull();
    kit.server.resetHandlers();
    trialPlatform('trial0400', []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });
});

import { fail } from '@mweb/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { TrialPage } from './trial-page';

const kit = setUpScreenTests();

const location = () => screen.getByRole('status', { name: 'location' });

describe('the trial screen', () => {
  it('starts free play on arrival, once, stores the session and goes home', async () => {
    let calls = 0;
    kit.server.use(
      http.post(`${GATEWAY}/wps/session/login/freeplay`, () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          value: { token: 'trial-token', userName: 'trial0001', customerType: 4 },
        });
      }),
    );
    const { store } = renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(calls).toBe(1);
    expect(store.getState().session).toMatchObject({ userName: 'trial0001', type: 4 });
  });

  it('goes straight home when a trial session is already here', async () => {
    let calls = 0;
    kit.server.use(
      http.post(`${GATEWAY}/wps/session/login/freeplay`, () => {
        calls += 1;
        return HttpResponse.json({ success: false, errorCode: 'unexpected' }, { status: 500 });
      }),
    );
    renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail', session: 'trial' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(calls).toBe(0);
  });

  it('offers a retry when free play fails', async () => {
    kit.server.use(
      fail(
        'account.freePlay',
        { errorCode: 'function.not.available', message: 'Free play is off.', status: 403 },
        GATEWAY,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<TrialPage />, { kit, path: '/trail', route: '/m/trail' });
    expect(await screen.findByText('Free play is off.')).toBeInTheDocument();
    kit.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import {
  AppDownloadGift,
  HomeAppDownloadGift,
  appDownloadDeadline,
  APP_DOWNLOAD_KEY,
} from './app-download-gift';

const kit = setUpScreenTests();

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const SECOND = 1000;
const gift = {
  id: 409,
  promotionKey: APP_DOWNLOAD_KEY,
  title: 'App download gift',
  content: '<p>Install the app.</p>',
};

afterEach(() => {
  vi.useRealTimers();
});

// The download bar's end as the app draws it, with the gift placed in it as a React node.
const BarEnd = () => (
  <span data-testid="bar-end">
    <HomeAppDownloadGift />
  </span>
);

describe('the app-download gift', () => {
  it('opens a countdown of days, hours, minutes and seconds that ticks every second', async () => {
    const deadline = T0 + ((26 * 60 + 3) * 60 + 4) * SECOND;
    renderScreen(<AppDownloadGift promotion={gift} deadline={deadline} />, {
      kit,
      route: '/m/home',
      path: '/home',
    });
    const button = await screen.findByRole('button', { name: 'Open the app download gift' });
    vi.useFakeTimers({ now: T0, toFake: ['Date', 'setInterval', 'clearInterval'] });
    fireEvent.click(button);
    const timer = screen.getByRole('timer', { name: 'Time left for the app download gift' });
    expect(timer).toHaveTextContent('01Days02Hours03Min04Sec');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SECOND);
    });
    expect(timer).toHaveTextContent('01Days02Hours03Min03Sec');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * SECOND);
    });
    expect(timer).toHaveTextContent('01Days02Hours02Min59Sec');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('draws its deadline once per load, 2 to 9 hours and 0-59 minutes and seconds ahead', () => {
    const first = appDownloadDeadline(T0);
    expect(appDownloadDeadline(T0 + 5 * SECOND)).toBe(first);
    expect(first - T0).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(first - T0).toBeLessThan(10 * 3_600_000);
  });

  it("sits in the download bar's slot when an APP_DOWNLOAD promotion is on offer", async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/ACTFE_getPromotions`, () =>
        HttpResponse.json({ success: true, value: [gift] }),
      ),
    );
    renderScreen(<BarEnd />, { kit, route: '/m/home', path: '/home' });
    const button = await screen.findByRole('button', { name: 'Open the app download gift' });
    expect(screen.getByTestId('bar-end')).toContainElement(button);
  });

  it('is not shown without an APP_DOWNLOAD promotion', async () => {
    const requests: string[] = [];
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/ACTFE_getPromotions`, ({ request }) => {
        requests.push(request.url);
        return HttpResponse.json({ success: true, value: [{ ...gift, promotionKey: 'OTHER' }] });
      }),
    );
    renderScreen(<BarEnd />, { kit, route: '/m/home', path: '/home' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Open the app download gift' })).toBeNull();
  });
});

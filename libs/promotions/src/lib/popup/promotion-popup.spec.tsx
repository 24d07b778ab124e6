import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupFixture } from '../../__fixtures__/story-popups';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { PromotionPopup } from './promotion-popup';

const kit = setUpScreenTests();

const popup = popupFixture;

const POPUPS = [
  popup(301, 'A', 'Welcome back'),
  popup(302, 'B', 'New here?'),
  popup(303, 'F', 'First login gift'),
];

type Who = 'guest' | 'member' | { userName: string; type: number; firstTimeLogin: boolean };

/** The kit's session overrides the test session's fields, the first login among them. */
function renderPopup(session: Who = 'guest') {
  return renderScreen(<PromotionPopup />, { kit, session });
}

/**
 * How long a test waits for the popup, in real time: the answer renders in a task of its own
 * (RTK Query's answers render in a transition), so on a busy machine the 500 ms apply delay may
 * start after \`settle\` has moved the fake clock, and run out only as the clock follows real time.
 */
const OPENS_WITHIN = { timeout: 10_000 };

/** Lets MSW answer and the 500 ms apply delay run out, on the fake clock. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  kit.server.use(
    http.get(`${GATEWAY}/wps/relay/CCSFE_getListAnnouncements`, () =>
      HttpResponse.json({ success: true, value: POPUPS }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the promotion popup', () => {
  it('shows a guest the B popup 500 ms after mount, and never again once closed', async () => {
    const { unmount } = renderPopup('guest');
    await settle(450);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settle(100);
    expect(await screen.findByRole('dialog', { name: 'New here?' }, OPENS_WITHIN)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(JSON.parse(localStorage.getItem('SHELL_PU_B') ?? '[]')).toEqual([302]);
    unmount();
    renderPopup('guest');
    await settle(600);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title once when the content opens with it as a heading', async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/CCSFE_getListAnnouncements`, () =>
        HttpResponse.json({
          success: true,
          value: [popup(302, 'B', 'New here?', '<h3>New here?</h3><p>A welcome bonus.</p>')],
        }),
      ),
    );
    renderPopup('guest');
    await settle(600);
    const dialog = await screen.findByRole('dialog', { name: 'New here?' }, OPENS_WITHIN);
    expect(within(dialog).getByText('A welcome bonus.')).toBeVisible();
    expect(within(dialog).getAllByText('New here?')).toHaveLength(1);
  });

  it('shows a member execution A only, and stores "I know" under SHELL_PU_A', async () => {
    renderPopup('member');
    await settle(600);
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, OPENS_WITHIN)).toBeVisible();
    expect(screen.queryByText('1 of 2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I know' }));
    expect(JSON.parse(localStorage.getItem('SHELL_PU_A') ?? '[]')).toEqual([301]);
    expect(localStorage.getItem('SHELL_PU_B')).toBeNull();
  });

  it('adds execution F on a first login, page by page', async () => {
    renderPopup({ userName: 'newbie', type: 0, firstTimeLogin: true });
    await settle(600);
    expect(await screen.findByRole('dialog', { name: 'Welcome back' }, OPENS_WITHIN)).toBeVisible();
    expect(screen.getByText('1 of 2')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'First login gift' })).toBeVisible();
  });

  it('ignores a mask tap within 300 ms of opening', async () => {
    renderPopup('guest');
    await settle(600);
    const dialog = await screen.findByRole('dialog', { name: 'New here?' }, OPENS_WITHIN);
    const mask = dialog.parentElement?.querySelector('[aria-hidden="true"]');
    if (!mask) throw new Error('The dialog has no mask.');
    fireEvent.click(mask);
    expect(screen.getByRole('dialog')).toBeVisible();
    await settle(300);
    fireEvent.click(mask);
    expect(JSON.parse(localStorage.getItem('SHELL_PU_B') ?? '[]')).toEqual([302]);
  });

  it("sends 'go to activity' to the reward centre", async () => {
    renderPopup('member');
    await settle(600);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to activity' }, OPENS_WITHIN));
    expect(document.querySelector('output[aria-label="location"]')).toHaveTextContent(
      '/rewardCenter',
    );
  });

  it('shows sanitised content with its pixel sizes in rem', async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/CCSFE_getListAnnouncements`, () =>
        HttpResponse.json({
          success: true,
          value: [
            popup(
              310,
              'B',
              'Attack',
              '<p style="font-size:32px;position:fixed">Big</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            ),
          ],
        }),
      ),
    );
    renderPopup('guest');
    await settle(600);
    const text = await screen.findByText('Big', {}, OPENS_WITHIN);
    expect(text).toHaveStyle({ fontSize: '0.32rem' });
    expect(text.getAttribute('style')).not.toContain('fixed');
    expect(document.querySelector('script, [onerror]')).toBeNull();
  });
});

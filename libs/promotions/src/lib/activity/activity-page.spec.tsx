import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { ActivityPage } from './activity-page';

const kit = setUpScreenTests();

const renderActivity = (route = '/m/activity', session: 'guest' | 'member' = 'member') =>
  renderScreen(<ActivityPage />, { kit, route, path: '/activity', session });

describe('the activity page', () => {
  it('lists promotions with image, title, period and status, by category', async () => {
    const user = userEvent.setup();
    renderActivity();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const cashback = screen.getByRole('link', { name: /Weekly cashback/ });
    expect(cashback).toHaveTextContent('2026-11-01 – 2026-12-31');
    expect(cashback).toHaveTextContent('Applying');
    expect(cashback.querySelector('img')).toHaveAttribute('src', '/media/banners/402.svg');
    await user.click(screen.getByRole('tab', { name: 'Rebate' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Weekly cashback'),
      expect.stringContaining('Lottery rebate'),
    ]);
  });

  it('lists them for a guest too, without a session', async () => {
    renderActivity('/m/activity', 'guest');
    expect(await screen.findByRole('link', { name: /First deposit bonus/ })).toBeVisible();
  });

  it('opens a promotion with its content sanitised and its sizes in rem', async () => {
    const user = userEvent.setup();
    renderActivity();
    await user.click(await screen.findByRole('link', { name: /First deposit bonus/ }));
    expect(locationText()).toBe('/activity?id=401');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'First deposit bonus',
    );
    expect(screen.getByText('100%').closest('p')).toHaveStyle({ fontSize: '0.28rem' });
  });

  it('never runs script from the content', async () => {
    kit.server.use(
      http.get(`${GATEWAY}/wps/relay/ACTFE_getPromotions`, () =>
        HttpResponse.json({
          success: true,
          value: [
            {
              id: 9,
              promotionKey: 'X',
              title: 'Hostile',
              content:
                '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><p>ok</p>',
            },
          ],
        }),
      ),
    );
    renderActivity('/m/activity?id=9');
    expect(await screen.findByText('ok')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('sends the comment, at most 140 characters, and shows the new status', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/ACTFE_applyPromotion`, async ({ request }) => {
        sent = Object.fromEntries(await request.formData());
        return HttpResponse.json({ success: true, value: { status: 'Applying' } });
      }),
    );
    renderActivity('/m/activity?id=401');
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('x'.repeat(150));
    expect(comment).toHaveValue('x'.repeat(140));
    expect(screen.getByText('140 / 140')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application sent')).toBeVisible();
    expect(sent).toEqual({ promotionId: '401', comment: 'x'.repeat(140) });
  });

  it('keeps the comment when the platform refuses the application', async () => {
    const user = userEvent.setup();
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/ACTFE_applyPromotion`, () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'promotion.already.applied',
            message: 'You have already applied.',
          },
          { status: 409 },
        ),
      ),
    );
    renderActivity('/m/activity?id=401');
    await user.click(await screen.findByRole('textbox', { name: 'Comment' }));
    await user.paste('Deposited today');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already applied.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Deposited today');
  });

  it('offers a guest the login instead of the form', async () => {
    renderActivity('/m/activity?id=401', 'guest');
    expect(await screen.findByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login$/),
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has no form for a promotion the member already joined', async () => {
    renderActivity('/m/activity?id=402');
    expect(await screen.findByRole('heading', { name: 'Weekly cashback' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});

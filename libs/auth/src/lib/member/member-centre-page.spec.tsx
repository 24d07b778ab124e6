import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { MemberCentrePage } from './member-centre-page';

const kit = setUpScreenTests();

const location = () => screen.getByRole('status', { name: 'location' });

function renderCentre(session: 'member') {
  return renderScreen(<MemberCentrePage />, {
    kit,
    path: '/member/home',
    route: '/m/member/home',
    session,
    site: { mountedScreens: ['login', 'register', 'changePsw', 'help'] },
  });
}

describe('the member centre', () => {
  it('shows the member, the balance, the VIP label, and links only to screens that exist', async () => {
    renderCentre('member');
    const card = await screen.findByRole('region', { name: 'Member centre' });
    expect(within(card).getByRole('heading')).toHaveTextContent(/\S/);
    expect(await within(card).findByText(/Balance: .*12,345\.67/)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Member centre' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Change password', '/m/changePsw'],
      ['Help centre', '/m/help'],
    ]);
  });

  it('offers every language the brand enables, applies the choice and saves it on the platform', async () => {
    const sent: string[] = [];
    kit.server.use(
      http.put(`${GATEWAY}/wps/member/language`, async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderScreen(<MemberCentrePage />, {
      kit,
      path: '/member/home',
      route: '/m/member/home',
      session: 'member',
      site: { languages: { login: ['EN'], header: ['EN'], member: ['EN', 'JA', 'AR', 'PT-BR'] } },
    });
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', '日本語', 'العربية', 'Português (Brasil)']);
    await user.selectOptions(picker, 'JA');
    expect(store.getState().preferences.language).toBe('JA');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toContain('JA');
  });

  it('logs out after the confirmation, and cancel does nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderCentre('member');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(store.getState().session.token).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(store.getState().session.token).toBeNull();
  });

  it('gives the money entries tiles of their own in the new view, cashback only where offered', async () => {
    const money = ['deposit', 'withdraw', 'gameRecord', 'cashback'] as const;
    const render = (flags: Record<string, boolean>) =>
      renderScreen(<MemberCentrePage />, {
        kit,
        path: '/member/home',
        route: '/m/member/home',
        session: 'member',
        site: { mountedScreens: ['help', ...money], templates: { mem_cen: '1' }, flags },
      });
    const view = render({ MANPLAYREB3: true });
    const tiles = await screen.findByRole('navigation', { name: 'Wallet' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Betting record', '/m/gameRecord'],
      ['Transaction details', '/m/gameRecord?tab=transactions'],
      ['Cashback', '/m/member/manualRebate'],
    ]);
    const others = within(screen.getByRole('navigation', { name: 'Member centre' }));
    expect(others.getAllByRole('link').map((link) => link.textContent)).toEqual(['Help centre']);
    view.unmount();
    render({});
    const withoutCashback = await screen.findByRole('navigation', { name: 'Wallet' });
    expect(within(withoutCashback).queryByRole('link', { name: 'Cashback' })).toBeNull();
  });

  it('keeps one list in the base view, and refreshes the balance on demand', async () => {
    const user = userEvent.setup();
    renderScreen(<MemberCentrePage />, {
      kit,
      path: '/member/home',
      route: '/m/member/home',
      session: 'member',
      site: { mountedScreens: ['deposit', 'withdraw'], templates: { mem_cen: '0' } },
    });
    const list = within(await screen.findByRole('navigation', { name: 'Member centre' }));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Deposit',
      'Withdraw',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Wallet' })).toBeNull();
    const card = await screen.findByRole('region', { name: 'Member centre' });
    await within(card).findByText(/12,345\.67/);
    await user.click(within(card).getByRole('button', { name: 'Refresh' }));
    expect(await within(card).findByText(/12,345\.67/)).toBeInTheDocument();
  });
});

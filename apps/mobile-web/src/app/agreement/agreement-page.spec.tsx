import { selectLeaveConfirmation } from '@mweb/api-client/leaving';
import { answer, fail } from '@mweb/api-client/testing';
import { GATEWAY, renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgreementPage } from './agreement-page';

const kit = setUpScreenTests({ namespaces: [] });

const HELP = [
  {
    title: 'Account',
    children: [{ title: 'How do I register?', content: '<p>Tap Register.</p>' }],
  },
  {
    title: 'User agreement',
    children: [
      { title: '1. Who may play', content: '<p>You must be of legal age.</p>' },
      {
        title: '2. Fair play',
        content:
          '<p>Read the <a href="https://rules.example/fair">rules</a>.</p><script>alert(1)</script>',
      },
    ],
  },
];

const renderAgreement = () =>
  renderScreen(<AgreementPage />, { kit, route: '/m/agreement', path: '/agreement' });

describe('/m/agreement', () => {
  it("shows the operator's terms from the help centre, each under its heading, sanitised", async () => {
    kit.server.use(answer('content.helpCenter', HELP, GATEWAY));
    const { container } = renderAgreement();
    expect(await screen.findByRole('heading', { name: '1. Who may play' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Fair play' })).toBeInTheDocument();
    expect(screen.getByText('You must be of legal age.')).toBeInTheDocument();
    expect(screen.queryByText('How do I register?')).not.toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('opens a link of the terms through the URL policy, which asks before leaving', async () => {
    kit.server.use(answer('content.helpCenter', HELP, GATEWAY));
    const { store } = renderAgreement();
    await userEvent.click(await screen.findByRole('link', { name: 'rules' }));
    expect(selectLeaveConfirmation(store.getState())).toEqual({
      href: 'https://rules.example/fair',
      host: 'rules.example',
    });
  });

  it('says there is nothing to show when the operator has no agreement', async () => {
    kit.server.use(answer('content.helpCenter', [HELP[0]], GATEWAY));
    renderAgreement();
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('offers a retry when the terms cannot be loaded, and shows them once they arrive', async () => {
    kit.server.use(fail('content.helpCenter', { errorCode: 'http.500', status: 500 }, GATEWAY));
    renderAgreement();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    kit.server.use(answer('content.helpCenter', HELP, GATEWAY));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '1. Who may play' })).toBeInTheDocument();
  });
});

import {
  SIGNED_PASSKEY_ASSERTION as signed,
  answer,
  answerLike,
  passkeyBrowser,
} from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { BankCardsSection } from './bank-cards-section';

const kit = setUpScreenTests();

const config = (hasPaymentPassword: boolean) =>
  answerLike('security.config', { hasPaymentPassword, maskedMobile: null }, GATEWAY);

function withPasskey() {
  kit.server.use(
    answer(
      'security.passkeys',
      [{ passkeyId: 'cred-1', name: 'Phone', createdAt: '2026-12-01T00:00:00Z', lastUsedAt: null }],
      GATEWAY,
    ),
    answer(
      'security.passkeyConfirmOptions',
      { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
      GATEWAY,
    ),
  );
}

function captureBinds() {
  const bound: Record<string, unknown>[] = [];
  kit.server.use(
    http.post(`${GATEWAY}/wps/member/security/bankCard`, async ({ request }) => {
      bound.push((await kit.cipher().decrypt(request)) as Record<string, unknown>);
      return HttpResponse.json({
        success: true,
        value: { bankCardId: '2', maskedNumber: '**** 4444' },
      });
    }),
  );
  return bound;
}

function renderCards() {
  return renderScreen(<BankCardsSection />, {
    kit,
    path: '/member/security',
    route: '/m/member/security',
    session: 'member',
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  const cards = await screen.findByRole('region', { name: 'Bank cards' });
  await user.type(await within(cards).findByLabelText('Bank name'), 'Passkey Bank');
  await user.type(within(cards).getByLabelText('Card number'), '6222 0000 1111 4444');
  return cards;
}

describe("the security centre's bank-card bind", () => {
  it('binds a card confirmed by a passkey instead of the payment password', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    withPasskey();
    const bound = captureBinds();
    const user = userEvent.setup();
    renderCards();
    const cards = await fillCard(user);
    await user.click(await within(cards).findByRole('button', { name: 'Confirm with passkey' }));
    await waitFor(() => expect(bound).toHaveLength(1));
    expect(bound[0]).toMatchObject({
      bankName: 'Passkey Bank',
      cardNumber: '6222000011114444',
      accountName: 'Lucky Demo',
      passkey: { id: 'Y3JlZC0x', type: 'public-key' },
    });
    expect(bound[0]).not.toHaveProperty('paymentPassword');
    await waitFor(() => expect(within(cards).getByLabelText('Card number')).toHaveValue(''));
  });

  it('keeps the typed card when the passkey is cancelled, and sends nothing', async () => {
    passkeyBrowser(() => Promise.reject(new DOMException('Cancelled.', 'NotAllowedError')));
    withPasskey();
    const bound = captureBinds();
    const user = userEvent.setup();
    renderCards();
    const cards = await fillCard(user);
    await user.click(await within(cards).findByRole('button', { name: 'Confirm with passkey' }));
    expect(
      await within(cards).findByText(
        'The passkey was not used and nothing was sent. Try again, or use the payment password.',
      ),
    ).toBeInTheDocument();
    expect(within(cards).getByLabelText('Bank name')).toHaveValue('Passkey Bank');
    expect(within(cards).getByLabelText('Card number')).toHaveValue('6222 0000 1111 4444');
    expect(bound).toHaveLength(0);
  });

  it('says when the platform refuses the passkey', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    withPasskey();
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/security/bankCard`, () =>
        HttpResponse.json(
          { success: false, errorCode: 'passkey.invalid', message: 'Not verified.' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCards();
    const cards = await fillCard(user);
    await user.click(await within(cards).findByRole('button', { name: 'Confirm with passkey' }));
    expect(
      await within(cards).findByText(
        'The passkey could not confirm this. Try again, or use the payment password.',
      ),
    ).toBeInTheDocument();
    expect(within(cards).getByLabelText('Bank name')).toHaveValue('Passkey Bank');
  });

  it('with a passkey and no payment password, the bind itself asks the passkey', async () => {
    passkeyBrowser(() => Promise.resolve(signed));
    withPasskey();
    kit.server.use(config(false));
    const bound = captureBinds();
    const user = userEvent.setup();
    renderCards();
    const cards = await fillCard(user);
    expect(within(cards).queryByLabelText('Payment password')).toBeNull();
    await user.click(within(cards).getByRole('button', { name: 'Bind a card' }));
    await waitFor(() => expect(bound).toHaveLength(1));
    expect(bound[0]).toHaveProperty('passkey');
  });

  it('asks for a payment password or a passkey first when the member has neither', async () => {
    kit.server.use(config(false));
    renderCards();
    const cards = await screen.findByRole('region', { name: 'Bank cards' });
    expect(
      await within(cards).findByText(
        'Set a payment password above, or add a passkey, to bind a card.',
      ),
    ).toBeInTheDocument();
    expect(within(cards).queryByRole('form')).toBeNull();
  });
});

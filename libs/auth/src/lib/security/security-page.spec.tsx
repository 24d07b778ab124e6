import { answer, answerLike, fail } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { readAvatarFile } from './avatar-section';
import { SecurityPage } from './security-page';

const kit = setUpScreenTests();

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function renderSecurity() {
  return renderScreen(<SecurityPage />, {
    kit,
    path: '/member/security',
    route: '/m/member/security',
    session: 'member',
    site: { mountedScreens: ['changePsw'] },
  });
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the avatar file check', () => {
  it('takes a png by its bytes, refuses other bytes whatever the name, and anything over 5 MB', async () => {
    const png = new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'me.png');
    const read = await readAvatarFile(png);
    expect(read).toEqual({
      dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) as string,
    });
    const script = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    expect(await readAvatarFile(script)).toEqual({ problem: 'type' });
    const big = new File([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'big.png');
    expect(await readAvatarFile(big)).toEqual({ problem: 'size' });
  });
});

describe('the security centre', () => {
  it('shows the personal information, the cards and the state of each setting', async () => {
    renderSecurity();
    const personal = await section('Personal information');
    expect(await within(personal).findByText('******678')).toBeInTheDocument();
    expect(within(personal).getByText('Lucky Demo')).toBeInTheDocument();
    const cards = await section('Bank cards');
    expect(await within(cards).findByText('**** 3333')).toBeInTheDocument();
    expect(within(await section('Passwords')).getByRole('link')).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(
      await within(await section('Security question')).findByText(
        'No security question is set yet.',
      ),
    ).toBeInTheDocument();
  });

  it('previews a picked picture and saves it form-encoded; a wrong type or size is said, not sent', async () => {
    const sent: string[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/info/icon`, async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/x-www-form-urlencoded/);
        sent.push(new URLSearchParams(await request.text()).get('icon') ?? '');
        return HttpResponse.json({
          success: true,
          value: { avatar: '/media/avatars/member/abc', avatarType: 'CUSTOM' },
        });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderSecurity();
    const avatar = await section('Head icon');
    const input = within(avatar).getByLabelText('Choose a picture');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await within(avatar).findByRole('alert')).toHaveTextContent(
      'Only PNG or JPG pictures can be used.',
    );
    expect(within(avatar).queryByRole('button', { name: 'Use this picture' })).toBeNull();
    await user.upload(
      input,
      new File([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)], 'big.png'),
    );
    expect(await within(avatar).findByRole('alert')).toHaveTextContent(
      'The picture is larger than 5 MB.',
    );
    await user.upload(input, new File([new Uint8Array([...PNG_HEAD, 7])], 'me.png'));
    const preview = await within(avatar).findByRole('img', {
      name: 'Preview of the new head icon',
    });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(avatar).getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('sets the payment password with the login password, and keeps what was typed when it is wrong', async () => {
    kit.server.use(
      fail(
        'security.setPaymentPassword',
        { errorCode: 'password.old.incorrect', message: 'The login password is incorrect.' },
        GATEWAY,
      ),
    );
    const user = userEvent.setup();
    renderSecurity();
    const passwords = await section('Passwords');
    await user.type(within(passwords).getByLabelText('Login password'), 'Wrong1234!');
    await user.type(within(passwords).getByLabelText('New payment password (6 digits)'), '12a');
    await user.click(within(passwords).getByRole('button', { name: 'Save' }));
    expect(
      await within(passwords).findByText('The payment password is 6 digits.'),
    ).toBeInTheDocument();
    await user.clear(within(passwords).getByLabelText('New payment password (6 digits)'));
    await user.type(within(passwords).getByLabelText('New payment password (6 digits)'), '123456');
    await user.click(within(passwords).getByRole('button', { name: 'Save' }));
    expect(
      await within(passwords).findByText('The login password is incorrect.'),
    ).toBeInTheDocument();
    expect(within(passwords).getByLabelText('New payment password (6 digits)')).toHaveValue(
      '123456',
    );
  });

  it('saves a security question with its answer', async () => {
    const saved: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/security/question`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    const user = userEvent.setup();
    renderSecurity();
    const question = await section('Security question');
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await within(question).findAllByText('This field is required')).toHaveLength(2);
    await user.selectOptions(
      within(question).getByLabelText('Question'),
      await within(question).findByRole('option', { name: 'In which city were you born?' }),
    );
    await user.type(within(question).getByLabelText('Answer'), 'Hanoi');
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ questionId: 2, answer: 'Hanoi' }]));
  });

  it('binds a card in the payee name with the payment password, and says when the card is bound already', async () => {
    const bound: unknown[] = [];
    kit.server.use(
      http.post(`${GATEWAY}/wps/member/security/bankCard`, async ({ request }) => {
        bound.push(await kit.cipher().decrypt(request));
        return bound.length === 1
          ? HttpResponse.json(
              { success: false, errorCode: 'bank.card.duplicate', message: 'Bound already.' },
              { status: 409 },
            )
          : HttpResponse.json({
              success: true,
              value: { bankCardId: '2', maskedNumber: '**** 4444' },
            });
      }),
    );
    const user = userEvent.setup();
    renderSecurity();
    const cards = await section('Bank cards');
    await user.type(await within(cards).findByLabelText('Bank name'), 'Demo Bank');
    await user.type(within(cards).getByLabelText('Card number'), '1234');
    await user.click(within(cards).getByRole('button', { name: 'Bind a card' }));
    expect(await within(cards).findByText("Enter the card's 12 to 19 digits.")).toBeInTheDocument();
    await user.type(within(cards).getByLabelText('Card number'), '5678 9012 3333');
    await user.click(within(cards).getByRole('button', { name: 'Bind a card' }));
    expect(await within(cards).findByText('The payment password is 6 digits.')).toBeInTheDocument();
    await user.type(within(cards).getByLabelText('Payment password'), '135790');
    await user.click(within(cards).getByRole('button', { name: 'Bind a card' }));
    expect(await within(cards).findByText('This card is already bound.')).toBeInTheDocument();
    await user.click(within(cards).getByRole('button', { name: 'Bind a card' }));
    await waitFor(() => expect(bound).toHaveLength(2));
    expect(bound[1]).toEqual({
      bankName: 'Demo Bank',
      cardNumber: '1234567890123333',
      accountName: 'Lucky Demo',
      paymentPassword: '135790',
    });
  });

  it('says where passkeys cannot work and keeps the password path', async () => {
    // jsdom has no WebAuthn, as an old browser: no call is made, the passwords stay.
    renderSecurity();
    const passkeys = await section('Passkeys');
    expect(passkeys).toHaveTextContent(
      'This browser cannot use passkeys. Your password keeps working.',
    );
    expect(within(passkeys).queryByRole('button')).toBeNull();
    expect(within(await section('Passwords')).getByRole('link')).toBeInTheDocument();
  });

  it('asks for the payee name before a card, when none is set', async () => {
    kit.server.use(
      answerLike(
        'security.config',
        { hasPaymentPassword: false, bankCardCount: 0, payeeName: null, maskedMobile: null },
        GATEWAY,
      ),
      answer('wallet.bankCards', [], GATEWAY),
    );
    renderSecurity();
    const cards = await section('Bank cards');
    expect(
      await within(cards).findByText('Set the payee name above before binding a card.'),
    ).toBeInTheDocument();
    expect(within(cards).getByText('No bank card is bound yet.')).toBeInTheDocument();
    const personal = await section('Personal information');
    expect(
      await within(personal).findByRole('form', { name: 'Set the payee name' }),
    ).toBeInTheDocument();
  });
});

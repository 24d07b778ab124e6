// Binding a bank card, as the security centre and the withdraw screen's set-up both do it: the
// bank and the card number, confirmed as a withdrawal is, by the payment password or by a passkey.
// A refused or cancelled confirmation keeps every field as typed; a taken card number and a wrong
// payment password are said under their fields.
import { isApiError, useBindBankCardMutation } from '@mweb/api-client';
import { Button, Input } from '@mweb/ui-kit';
import { useState, type ReactNode } from 'react';
import { usePasskeyConfirm, type PasskeyAnswer } from '../passkey-confirm/use-passkey-confirm';
import { PaymentPasswordInput } from '../payment-password/payment-password-input';

/** A card number as banks print them: 12 to 19 digits (spaces as typed are dropped). */
const CARD_DIGITS = /^\d{12,19}$/;
const PAYMENT_PASSWORD = /^\d{6}$/;

/** Each screen's words, from its own namespace. */
export interface BankCardBindWords {
  bankName: string;
  cardNumber: string;
  paymentPassword: string;
  bankRequired: string;
  cardFormat: string;
  passwordFormat: string;
  cardDuplicate: string;
  passwordIncorrect: string;
  passkeyCancelled: string;
  /** The button that confirms with a passkey beside the payment password. */
  confirmWithPasskey: string;
}

export interface BankCardBind {
  /** The bank's name and the card number. */
  cardFields: ReactNode;
  /**
   * How the bind is confirmed: the payment password's field, with the passkey's button beside it
   * where the member has one; nothing where the passkey is the only confirmation there is.
   */
  confirmation: ReactNode;
  busy: boolean;
  /** Whether the member has a passkey to confirm with, in a browser that can. */
  passkeyAvailable: boolean;
  /** What went wrong beyond a field, worded; `undefined` when nothing did. */
  failure: string | undefined;
  /** The form's submit: with the payment password, or, without one, with the passkey. */
  submit: () => void;
}

/**
 * The card bind's fields, checks and call. `card` adds what the card is bound with besides its
 * number (the payee's name, a branch); `failureText` words any other refusal; `onBound` runs once
 * the platform has the card, after the fields are emptied.
 */
export function useBankCardBind({
  words,
  card: extra,
  hasPaymentPassword,
  failureText,
  onBound,
}: {
  words: BankCardBindWords;
  card: { accountName: string; branch?: string };
  /** Without one, the member's passkey is the confirmation. */
  hasPaymentPassword: boolean;
  failureText: (error: unknown) => string;
  onBound: () => void;
}): BankCardBind {
  const [bankName, setBankName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ bank?: string; number?: string; password?: string }>(
    {},
  );
  const [failure, setFailure] = useState<string>();
  const [bind, { isLoading }] = useBindBankCardMutation();
  const passkey = usePasskeyConfirm('bankCard');
  const busy = isLoading || passkey.busy;

  /** The card's fields checked; undefined (with their problems shown) when one is wrong. */
  const checked = (passwordProblem: string | undefined) => {
    const digits = cardNumber.replace(/\s/g, '');
    const next = {
      bank: bankName.trim() === '' ? words.bankRequired : undefined,
      number: CARD_DIGITS.test(digits) ? undefined : words.cardFormat,
      password: passwordProblem,
    };
    setProblems(next);
    if (next.bank || next.number || next.password) return undefined;
    return { ...extra, bankName: bankName.trim(), cardNumber: digits };
  };

  const send = (
    card: NonNullable<ReturnType<typeof checked>>,
    confirmation: { paymentPassword: string } | { passkey: PasskeyAnswer },
  ) =>
    bind({ ...card, ...confirmation })
      .unwrap()
      .then(() => {
        setBankName('');
        setCardNumber('');
        setPassword('');
        onBound();
      })
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.errorCode : '';
        if (code === 'bank.card.duplicate') setProblems({ number: words.cardDuplicate });
        else if (code === 'payment.password.incorrect')
          setProblems({ password: words.passwordIncorrect });
        else setFailure(failureText(error));
      });

  const bindWithPassword = () => {
    if (busy) return;
    setFailure(undefined);
    const card = checked(PAYMENT_PASSWORD.test(password) ? undefined : words.passwordFormat);
    if (card) void send(card, { paymentPassword: password });
  };

  const bindWithPasskey = async () => {
    if (busy) return;
    setFailure(undefined);
    const card = checked(undefined);
    if (!card) return;
    try {
      const answer = await passkey.confirm();
      if (answer === 'cancelled') setFailure(words.passkeyCancelled);
      else await send(card, { passkey: answer });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const cardFields = (
    <>
      <Input
        label={words.bankName}
        maxLength={64}
        value={bankName}
        onChange={(event) => setBankName(event.target.value)}
        error={problems.bank}
      />
      <Input
        label={words.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={problems.number}
      />
    </>
  );
  const confirmation = hasPaymentPassword ? (
    <>
      <PaymentPasswordInput
        label={words.paymentPassword}
        value={password}
        onChange={setPassword}
        error={problems.password}
      />
      {passkey.available ? (
        <Button
          variant="secondary"
          block
          loading={passkey.busy}
          disabled={busy}
          onClick={() => void bindWithPasskey()}
        >
          {words.confirmWithPasskey}
        </Button>
      ) : null}
    </>
  ) : null;

  return {
    cardFields,
    confirmation,
    busy,
    passkeyAvailable: passkey.available,
    failure,
    submit: hasPaymentPassword ? bindWithPassword : () => void bindWithPasskey(),
  };
}

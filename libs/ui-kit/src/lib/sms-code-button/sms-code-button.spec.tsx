import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './sms-code-button';

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a code when ready', async () => {
    vi.useRealTimers();
    const onRequest = vi.fn();
    render(<SmsCodeButton label="Get code" onRequest={onRequest} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('shows the seconds left while counting, refuses taps, then is ready again', () => {
    render(
      <SmsCodeButton
        label="Get code"
        expiresAt={60_000}
        formatSeconds={(s) => `${s} s`}
        onRequest={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: '60 s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: '30 s' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

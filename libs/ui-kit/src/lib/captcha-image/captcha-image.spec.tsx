import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaImage } from './captcha-image';

describe('CaptchaImage', () => {
  it('shows the captcha and asks for a new one on tap', async () => {
    const onRefresh = vi.fn();
    render(
      <CaptchaImage
        src="data:image/png;base64,AAAA"
        label="Captcha image, tap to refresh"
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('img', { name: 'Captcha image, tap to refresh' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('refuses taps while a new one loads', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaImage label="Captcha image, tap to refresh" onRefresh={onRefresh} loading />);
    await userEvent.click(screen.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

import { useCaptchaQuery } from '@mweb/api-client';
import { useState } from 'react';

/** The captcha image as an `<img>` source: the gateway answers bare Base64 PNG. */
export function captchaSource(value: string | undefined): string | null {
  if (!value) return null;
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

/**
 * The image captcha, fetched only while shown; each refresh asks for a new single-use image
 * (after a tap, a failure, or a change of login method).
 */
export function useCaptcha(shown: boolean) {
  const [attempt, setAttempt] = useState(0);
  const { data, isFetching } = useCaptchaQuery(attempt, { skip: !shown });
  return {
    src: captchaSource(data),
    loading: isFetching,
    refresh: () => setAttempt((current) => current + 1),
  };
}

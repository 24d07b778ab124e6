import { useLaunchChatMutation } from '@mweb/api-client';
import { useLeaveApp, type UrlOpeners } from '@mweb/api-client/leaving';
import { BASENAME, useAccess, useScreenPath } from '@mweb/api-client/screens';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { useNotice } from '@mweb/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The please-wait message stays this long before the app goes to the chat (SPEC.md section 9). */
export const CHAT_REDIRECT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The theme's primary colour, for the chat page's header; none when the page has no theme. */
function headerColour(): string | undefined {
  const value = getComputedStyle(document.documentElement)
    .getPropertyValue('--mweb-color-primary')
    .trim();
  return /^#[\da-f]{3,8}$/i.test(value) ? value : undefined;
}

/**
 * Live chat (SPEC.md section 4): a real member only; please-wait, the launch call, then after
 * 500 ms to its `chatUrl`, which the URL policy's chat rule lets through only on the platform or
 * the operator's chat host, over https. Resolves to whether the app went.
 */
export function useLiveChat(openers?: UrlOpeners): () => Promise<boolean> {
  const { t } = useTranslation(['messages', 'errors']);
  const notice = useNotice();
  const leave = useLeaveApp(openers);
  const access = useAccess();
  const language = useAppSelector(selectLanguage);
  const centre = useScreenPath('message');
  const home = useScreenPath('home');
  const back = centre ?? home;
  const [launch] = useLaunchChatMutation();
  return useCallback(async () => {
    if (!access('realMember')) return false;
    const loading = notice.loading(t('messages:chat_connecting'));
    try {
      const { chatUrl } = await launch({
        b2c: 1,
        language: language.toUpperCase(),
        backUrl: `${window.location.origin}${BASENAME}${back ?? ''}`,
        headerColor: headerColour(),
        title: t('messages:centre.live_chat'),
      }).unwrap();
      await wait(CHAT_REDIRECT_MS);
      notice.hide(loading);
      return await leave.follow(chatUrl, 'chat');
    } catch {
      notice.hide(loading);
      notice.fail(t('errors:network'));
      return false;
    }
  }, [access, notice, t, launch, language, back, leave]);
}

import { useAnnouncementsQuery } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn, selectSession } from '@mweb/api-client/session';
import { selectMerchantCode } from '@mweb/api-client/site';
import { storage } from '@mweb/api-client/storage';
import { useAppSelector } from '@mweb/api-client/store';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  POPUP_APPLY_DELAY_MS,
  popupDismissKey,
  popupsFor,
  withoutRepeatedTitle,
} from '../popup-rules';

/**
 * Loaded once there is something to show: a player with nothing new (every item closed before)
 * never pays for DOMPurify's set-up, and the others have it in tasks of its own, not in the one
 * that evaluates the home page's promotions code with it.
 */
const Popup = lazy(() => import('./popup-view').then((module) => ({ default: module.Popup })));

/**
 * The promotion popup of the home page (SPEC.md sections 2 and 4): members see execution A, plus F
 * on their first login, guests B; the list is applied 500 ms after mount or a change, without the
 * ones closed before on this device (SHELL_PU_A for members, SHELL_PU_B for guests). Closing it
 * any way (close, "I know", the mask, "go to activity") remembers its items as not to show again.
 */
export function PromotionPopup() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const leave = useLeaveApp();
  const rewardCentre = useScreenPath('rewardCenter');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { firstTimeLogin } = useAppSelector(selectSession);
  const merchantCode = useAppSelector(selectMerchantCode);
  const { data } = useAnnouncementsQuery({ types: 'PU', platform: 'M', merchantCode });
  const key = popupDismissKey(loggedIn);
  const candidates = useMemo(
    () => popupsFor(data ?? [], { loggedIn, firstTimeLogin }),
    [data, loggedIn, firstTimeLogin],
  );
  const [shown, setShown] = useState<typeof candidates>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      const dismissed = new Set(storage.read(key) ?? []);
      const items = candidates.filter((item) => !dismissed.has(item.id));
      setShown(items);
      setOpen(items.length > 0);
    }, POPUP_APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [candidates, key]);
  const close = () => {
    const dismissed = new Set(storage.read(key) ?? []);
    for (const item of shown) dismissed.add(item.id);
    storage.write(key, [...dismissed]);
    setOpen(false);
  };
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Popup
        open={open}
        onClose={close}
        items={shown.map((item) => ({
          id: String(item.id),
          title: item.title,
          html: withoutRepeatedTitle(item.content, item.title),
        }))}
        closeLabel={t('popup.close')}
        previousLabel={t('popup.previous')}
        nextLabel={t('popup.next')}
        formatPage={(current, total) => t('popup.page', { current, total })}
        secondaryAction={{ label: t('popup.i_know'), onClick: close }}
        primaryAction={
          rewardCentre
            ? {
                label: t('popup.go_to_activity'),
                onClick: () => {
                  close();
                  void navigate(rewardCentre);
                },
              }
            : undefined
        }
        onLinkClick={(href) => void leave.open(href)}
      />
    </Suspense>
  );
}

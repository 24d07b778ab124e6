import { useSendRegisterSmsMutation, useSendSmsMutation } from '@mweb/api-client';
import { useNotice } from '@mweb/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../forms/form-support';
import { mobileForGateway, smsCountdownSeconds } from '../mobile-number';

/** The sending notice stays at most this long (SPEC.md section 9, get-code loading). */
export const SMS_SENDING_NOTICE_MS = 10_000;
/** The sent notice (SPEC.md section 8, in_sms_send). */
export const SMS_SENT_NOTICE_MS = 1_500;

/** Which code: one for a new registration, or one for login or a password reset. */
export type SmsPurpose = 'register' | 'noLogin';

/**
 * Sends an SMS code and keeps its deadline for the get-code button's countdown
 * (expiredMinutes × 60 s, 60 s by default). The mobile fields are validated by the caller first.
 */
export function useSmsCode(purpose: SmsPurpose) {
  const { t } = useTranslation('auth');
  const notice = useNotice();
  const failureText = useFailureText();
  const [sendRegisterSms] = useSendRegisterSmsMutation();
  const [sendSms] = useSendSmsMutation();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (mobile: string, countryDialingCode: string): Promise<boolean> => {
    const waiting = notice.loading(t('in_sms_sending'), { duration: SMS_SENDING_NOTICE_MS });
    setSending(true);
    try {
      const number = mobileForGateway(mobile);
      const sent =
        purpose === 'register'
          ? await sendRegisterSms({ mobileNo: number, countryDialingCode }).unwrap()
          : await sendSms({ mobileNum: number, countryDialingCode }).unwrap();
      notice.hide(waiting);
      notice.success(t('in_sms_send'), { duration: SMS_SENT_NOTICE_MS });
      setExpiresAt(Date.now() + smsCountdownSeconds(sent.expiredMinutes) * 1000);
      return true;
    } catch (error) {
      notice.hide(waiting);
      notice.fail(failureText(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { expiresAt, sending, send };
}

// The head icon: the member picks a png or jpg of at most 5 MB (SPEC.md section 5), sees it, and
// saves it (the gateway's form-encoded head icon post). The file's first bytes decide its type,
// whatever its name says; anything else is refused here with a clear message, before sending.
import {
  IMAGE_SNIFF_BYTES,
  MAX_AVATAR_BYTES,
  sniffImageType,
  useHeadIconQuery,
  useSetHeadIconMutation,
} from '@mweb/api-client';
import { useTrustedImageUrl } from '@mweb/api-client/leaving';
import { Button, LineIcon, useNotice } from '@mweb/ui-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureLine } from '../forms/fields';
import { useFailureText } from '../forms/form-support';
import styles from './security.module.css';

/** A picture the member picked, read and checked. */
type Picked = { dataUrl: string } | { problem: 'type' | 'size' };

/** Reads a picked file: its type by its bytes, its size against the limit, then its data URL. */
export async function readAvatarFile(file: File): Promise<Picked> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  if (!type) return { problem: 'type' };
  if (file.size > MAX_AVATAR_BYTES) return { problem: 'size' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with millions of arguments overflows the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return { dataUrl: `data:${type};base64,${btoa(binary)}` };
}

export function AvatarSection() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const notice = useNotice();
  const failureText = useFailureText();
  const inputId = useId();
  const hintId = useId();
  const current = useHeadIconQuery();
  const [save, { isLoading }] = useSetHeadIconMutation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    setFailure(null);
    const file = event.target.files?.[0];
    if (!file) return;
    setPicked(await readAvatarFile(file));
  };

  const onSave = async () => {
    if (!picked || !('dataUrl' in picked)) return;
    setFailure(null);
    try {
      await save({ icon: picked.dataUrl }).unwrap();
      setPicked(null);
      notice.success(t('auth:security.avatar_saved'));
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  // The one URL policy decides which pictures load; a foreign one leaves the generic icon.
  const shown = useTrustedImageUrl(current.data?.avatar);
  const problem =
    picked && 'problem' in picked
      ? t(
          picked.problem === 'type'
            ? 'auth:security.avatar_wrong_type'
            : 'auth:security.avatar_too_large',
        )
      : null;
  return (
    <section className={styles['section']} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles['heading']}>
        {t('auth:security.avatar')}
      </h2>
      <div className={styles['avatars']}>
        {shown ? (
          <img className={styles['avatar']} src={shown} alt={t('auth:security.avatar_current')} />
        ) : (
          // No picture, or one the policy refused: the generic icon, as the side menu shows.
          <span
            className={`${styles['avatar']} ${styles['generic']}`}
            role="img"
            aria-label={t('auth:security.avatar_current')}
          >
            <LineIcon name="user" />
          </span>
        )}
        {picked && 'dataUrl' in picked ? (
          <img
            className={styles['avatar']}
            src={picked.dataUrl}
            alt={t('auth:security.avatar_preview')}
          />
        ) : null}
      </div>
      <label className={styles['file']} htmlFor={inputId}>
        {t('auth:security.avatar_choose')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void onPick(event)}
      />
      <p id={hintId} className={styles['hint']}>
        {t('auth:security.avatar_hint')}
      </p>
      {problem ? (
        <p role="alert" className={styles['problem']}>
          {problem}
        </p>
      ) : null}
      <FailureLine text={failure} />
      {picked && 'dataUrl' in picked ? (
        <Button block loading={isLoading} onClick={() => void onSave()}>
          {t('auth:security.avatar_save')}
        </Button>
      ) : null}
    </section>
  );
}

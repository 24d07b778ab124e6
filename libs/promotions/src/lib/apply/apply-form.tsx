import { isApiError, useApplyPromotionMutation, type Promotion } from '@mweb/api-client';
import { useScreenPath } from '@mweb/api-client/screens';
import { selectIsLoggedIn } from '@mweb/api-client/session';
import { useAppSelector } from '@mweb/api-client/store';
import { Button, useNotice } from '@mweb/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styles from '../promotions.module.css';
import { ImagePicker, useImagePicker } from './image-picker';
import { MAX_COMMENT_LENGTH } from './upload-rules';

/**
 * Applying for a promotion the member has not joined yet: a comment of at most 140 characters and
 * up to 3 png or jpg images. A guest is offered the login, which brings them back here.
 */
export function ApplyForPromotion({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const login = useScreenPath('login');
  const location = useLocation();
  if (promotion.status) return null;
  if (!loggedIn) {
    return login ? (
      <Link
        className={styles['card']}
        to={login}
        state={{ from: `${location.pathname}${location.search}` }}
      >
        {t('login_to_apply')}
      </Link>
    ) : null;
  }
  return <ApplyForm promotionId={promotion.id} />;
}

function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation(['promotions', 'common']);
  const notice = useNotice();
  const commentId = useId();
  const counterId = useId();
  const [comment, setComment] = useState('');
  const picker = useImagePicker();
  const [apply, { isLoading }] = useApplyPromotionMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = comment.trim();
    const images = picker.images.map((image) => image.file);
    try {
      await apply({
        promotionId,
        ...(trimmed ? { comment: trimmed } : {}),
        ...(images.length > 0 ? { images } : {}),
      }).unwrap();
      notice.success(t('promotions:applied'));
    } catch (error) {
      // The gateway's message is localised; what the member typed and picked stays for another try.
      notice.fail(
        isApiError(error) && error.message ? error.message : t('promotions:apply_failed'),
      );
    }
  };
  return (
    <form
      className={`${styles['card']} ${styles['form']}`}
      onSubmit={(event) => void submit(event)}
    >
      <label className={styles['label']} htmlFor={commentId}>
        {t('promotions:comment')}
      </label>
      <textarea
        id={commentId}
        className={styles['textarea']}
        value={comment}
        maxLength={MAX_COMMENT_LENGTH}
        aria-describedby={counterId}
        onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT_LENGTH))}
      />
      <span id={counterId} className={styles['muted']}>
        {t('promotions:comment_count', { count: comment.length, max: MAX_COMMENT_LENGTH })}
      </span>
      <ImagePicker picker={picker} />
      <Button type="submit" block loading={isLoading} loadingLabel={t('common:status.loading')}>
        {t('promotions:apply')}
      </Button>
    </form>
  );
}

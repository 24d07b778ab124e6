import { useNotice } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';

/** Copies text to the clipboard and says whether it worked. */
export function useCopy(): (text: string) => void {
  const { t } = useTranslation('agent');
  const notice = useNotice();
  return (text) => {
    navigator.clipboard
      .writeText(text)
      .then(() => notice.success(t('copied')))
      .catch(() => notice.fail(t('copy_failed')));
  };
}

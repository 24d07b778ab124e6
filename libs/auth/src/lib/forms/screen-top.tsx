import { useScreenPath } from '@mweb/api-client/screens';
import { Header } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * The top of a screen that draws its own (login, register, forgot password: SPEC.md section 2's
 * layout rules give them no generic header): the title, and a back arrow that goes home.
 */
export function ScreenTop({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const home = useScreenPath('home');
  return (
    <Header
      title={title}
      onBack={() => void navigate(home)}
      backLabel={t('header.back')}
      actions={actions}
    />
  );
}

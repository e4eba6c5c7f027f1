// The title of a whole screen still loading, for screen readers only: the screen has no other h1 yet.
import { useTranslation } from '../i18n/react';

export function LoadingTitle() {
  const { t } = useTranslation();
  return <h1 className="visually-hidden">{t('app.loading')}</h1>;
}

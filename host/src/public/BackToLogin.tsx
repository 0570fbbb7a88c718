import { Link } from '@chakra-ui/react/link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/login">{t('actions.backToLogin')}</RouterLink>
    </Link>
  );
}

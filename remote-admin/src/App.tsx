import { AreaFrame } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { AREA_VERSION } from './version';

/** The admin area: its pages are declared here, below the path the host mounts it on. */
export default function App() {
  const { t } = useTranslation(NS);
  return (
    <AreaFrame remote="admin" version={AREA_VERSION} title={t('title')}>
      {null}
    </AreaFrame>
  );
}

import { AreaFrame, OtherPages } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NS } from './i18n';
import { AREA_VERSION } from './version';

/**
 * The admin area: its pages are declared here, relative to the path prefix its area.json
 * declares and the host mounts it on (docs/remotes.md).
 */
export default function App() {
  const { t } = useTranslation(NS);
  return (
    <AreaFrame remote="admin" version={AREA_VERSION} title={t('title')}>
      <Routes>
        <Route index element={null} />
        <Route path="*" element={<OtherPages />} />
      </Routes>
    </AreaFrame>
  );
}

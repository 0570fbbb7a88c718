// From the root, as remotes built before they took Chakra by parts did: the host still
// provides the whole package, beside its parts (docs/remotes.md).
import { Text } from '@chakra-ui/react';
import { AreaFrame } from '@skillup/shared';
import { Route, Routes } from 'react-router-dom';
import ReportArea from '../../../remote-report/src/App';
import { AREA_VERSION } from '../../../remote-report/src/version';

/**
 * The report area as a later release might ship it: the same pages plus one more, declared
 * by the area alone. The browser tests publish it as a version of the report remote.
 */
export default function App() {
  return (
    <Routes>
      <Route
        path="extra"
        element={
          <AreaFrame remote="report" version={AREA_VERSION} title="Extra page">
            <Text>A page that only this version of the report has.</Text>
          </AreaFrame>
        }
      />
      <Route path="*" element={<ReportArea />} />
    </Routes>
  );
}

import { Text } from '@chakra-ui/react/text';
import { AreaFrame, OtherPages } from '@skillup/shared';
import { Route, Routes } from 'react-router-dom';

declare const __SKILLUP_VERSION__: string;

/**
 * A staff area the host has never heard of, declared at another path with another menu entry
 * (area.json beside this file): the browser tests publish it as a version of the admin remote.
 */
export default function App() {
  return (
    <AreaFrame remote="admin" version={__SKILLUP_VERSION__} title="People">
      <Routes>
        <Route index element={<Text>Everyone the company assesses.</Text>} />
        <Route path="teams" element={<Text>The teams of the company.</Text>} />
        <Route path="*" element={<OtherPages />} />
      </Routes>
    </AreaFrame>
  );
}

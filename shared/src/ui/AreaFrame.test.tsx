import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionUserAtom } from '../state/session';
import { aUser } from '../testing/fixtures';
import { renderWithStore } from '../testing/renderWithStore';
import { AreaFrame } from './AreaFrame';

function renderAs(role: string) {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ role: { name: role } }));
  renderWithStore(
    <AreaFrame remote="report" version="1.2.3" title="Report" subtitle="Leadership">
      content
    </AreaFrame>,
    { store },
  );
}

describe('AreaFrame', () => {
  it('marks the area with its remote and version for everyone, and shows staff the version line', () => {
    renderAs('Assessor');
    const area = screen.getByRole('region', { name: 'Report' });
    expect(area).toHaveAttribute('data-remote', 'report');
    expect(area).toHaveAttribute('data-remote-version', '1.2.3');
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    expect(screen.getByText('report versione 1.2.3')).toBeInTheDocument();
  });

  it('keeps the version line out of a participant’s sight, the attribute still there', () => {
    renderAs('participant');
    expect(screen.getByRole('region', { name: 'Report' })).toHaveAttribute('data-remote-version', '1.2.3');
    expect(screen.queryByText('report versione 1.2.3')).not.toBeInTheDocument();
  });
});

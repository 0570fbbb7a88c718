import { screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { AreaFrame } from './AreaFrame';

describe('AreaFrame', () => {
  it('marks the area with its remote and version and shows the version', () => {
    renderWithStore(
      <AreaFrame remote="report" version="1.2.3" title="Report" subtitle="Leadership">
        content
      </AreaFrame>,
    );
    const area = screen.getByRole('region', { name: 'Report' });
    expect(area).toHaveAttribute('data-remote', 'report');
    expect(area).toHaveAttribute('data-remote-version', '1.2.3');
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    expect(screen.getByText('report versione 1.2.3')).toBeInTheDocument();
  });
});

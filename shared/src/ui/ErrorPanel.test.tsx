import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('shows the failure and retries on demand', () => {
    const onRetry = jest.fn();
    renderWithStore(<ErrorPanel title="Impossibile" message="Dettagli" onRetry={onRetry} />);
    expect(screen.getByText('Impossibile')).toBeInTheDocument();
    expect(screen.getByText('Dettagli')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when there is nothing to retry', () => {
    renderWithStore(<ErrorPanel title="Impossibile" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

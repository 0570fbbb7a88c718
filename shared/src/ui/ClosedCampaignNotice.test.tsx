import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithStore } from '../testing/renderWithStore';
import { ClosedCampaignNotice } from './ClosedCampaignNotice';

describe('ClosedCampaignNotice', () => {
  it('says the campaign is closed and leads to the report', () => {
    renderWithStore(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route index element={<ClosedCampaignNotice />} />
          <Route path="report" element={<p>Pagina del report</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('La campagna è chiusa: puoi leggere il tuo report.');
    fireEvent.click(screen.getByRole('link', { name: 'Leggi il tuo report' }));
    expect(screen.getByText('Pagina del report')).toBeInTheDocument();
  });
});

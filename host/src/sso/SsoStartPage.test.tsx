import { renderWithStore } from '@skillup/shared/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { leaveFor } from './leave';
import { SsoStartPage } from './SsoStartPage';

jest.mock('./leave', () => ({ leaveFor: jest.fn() }));

describe('the SSO entry route', () => {
  beforeEach(() => jest.mocked(leaveFor).mockClear());

  it.each([
    ['acme', '/api/v2/auth/sso/acme'],
    ['acme%20group', '/api/v2/auth/sso/acme%20group'],
  ])('sends the browser from /sso/%s to %s once, with its time zone, and a spinner meanwhile', (slug, target) => {
    renderWithStore(
      <MemoryRouter initialEntries={[`/sso/${slug}`]}>
        <Routes>
          <Route path="/sso/:slug" element={<SsoStartPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent("Ti stiamo portando all'accesso della tua azienda");
    expect(leaveFor).toHaveBeenCalledTimes(1);
    // The zone goes with the sign-in, as with a password (docs/jobs.md, "Reminder schedule").
    const zone = new URLSearchParams({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(leaveFor).toHaveBeenCalledWith(`${target}?${zone}`);
  });
});

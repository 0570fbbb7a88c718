import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { Loading } from './Loading';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

describe('Loading', () => {
  it('names what it waits for to assistive technology only, while the device is online', () => {
    renderWithStore(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso');
    expect(screen.queryByText('Questo dispositivo è offline')).toBeNull();
  });

  it('offline, says so and what still works, and goes back to the spinner when the connection returns', () => {
    renderWithStore(<Loading />);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Questo dispositivo è offline');
    expect(screen.getByRole('status')).toHaveTextContent(/si aprirà da sola appena torna la connessione/);
    act(() => setOnline(true));
    expect(screen.queryByText('Questo dispositivo è offline')).toBeNull();
  });
});

import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { RequestContent } from './RequestContent';

function Greeting({ load }: { load: () => Promise<string> }) {
  const request = useQuery({ queryKey: ['greeting'], queryFn: load });
  return <RequestContent request={request}>{(text) => <p>{text}</p>}</RequestContent>;
}

describe('RequestContent', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('shows the answer once it comes', async () => {
    renderWithStore(<Greeting load={() => Promise.resolve('ciao')} />);
    expect(await screen.findByText('ciao')).toBeInTheDocument();
  });

  it('says the device is offline while the first load waits for the connection, then shows the answer', async () => {
    onlineManager.setOnline(false);
    const load = jest.fn(() => Promise.resolve('ciao'));
    renderWithStore(<Greeting load={load} />);
    expect(await screen.findByText('Questo dispositivo è offline')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('ciao')).toBeInTheDocument();
  });
});

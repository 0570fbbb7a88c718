import { flowAtom, setFlowDataAtom } from '@skillup/shared/state';
import { act } from '@testing-library/react';
import { renderRoute } from '../testing/renderRoute';
import { useFlowGuard } from './useFlowGuard';

function Guarded() {
  useFlowGuard();
  return null;
}

describe('useFlowGuard', () => {
  it('adds allowed moves to the flow and resets it on the others', async () => {
    const { store, probe } = renderRoute(<Guarded />, { path: '*', url: '/tests' });
    expect(store.get(flowAtom).steps).toEqual(['/tests']);

    await act(() => probe.navigate('/start'));
    act(() => store.set(setFlowDataAtom, { testId: 4 }));
    expect(store.get(flowAtom)).toEqual({ steps: ['/tests', '/start'], data: { testId: 4 } });

    await act(() => probe.navigate('/report'));
    expect(store.get(flowAtom)).toEqual({ steps: ['/report'], data: {} });
  });
});

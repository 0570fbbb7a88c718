import { createStore } from 'jotai';
import { addFlowStepAtom, flowAtom, resetFlowAtom, setFlowDataAtom } from './flow';

describe('flow', () => {
  it('collects steps and data until a reset starts it again', () => {
    const store = createStore();
    store.set(addFlowStepAtom, '/tests');
    store.set(addFlowStepAtom, '/start');
    store.set(setFlowDataAtom, { testId: 4 });
    expect(store.get(flowAtom)).toEqual({ steps: ['/tests', '/start'], data: { testId: 4 } });
    store.set(resetFlowAtom, '/report');
    expect(store.get(flowAtom)).toEqual({ steps: ['/report'], data: {} });
  });
});

import { atom } from 'jotai';

/**
 * docs/behaviour.md §2.16, §3 "step flow": the locations of the current flow (e.g. list → start → test)
 * and the data its steps hand on to each other.
 */
export interface Flow {
  steps: string[];
  data: Record<string, unknown>;
}

const EMPTY_FLOW: Flow = { steps: [], data: {} };

export const flowAtom = atom<Flow>(EMPTY_FLOW);

/** The next location of the flow. */
export const addFlowStepAtom = atom(null, (get, set, location: string) => {
  const flow = get(flowAtom);
  set(flowAtom, { ...flow, steps: [...flow.steps, location] });
});

/** Merges data into the flow for its later steps. */
export const setFlowDataAtom = atom(null, (get, set, data: Record<string, unknown>) => {
  const flow = get(flowAtom);
  set(flowAtom, { ...flow, data: { ...flow.data, ...data } });
});

/** A move the flow does not allow: it starts again from `location`. */
export const resetFlowAtom = atom(null, (_get, set, location?: string) => {
  set(flowAtom, { steps: location ? [location] : [], data: {} });
});

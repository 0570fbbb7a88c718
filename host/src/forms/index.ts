export { useDebouncedCallback } from './useDebouncedCallback';
export { useDelayedFlag, SPINNER_DELAY_MS } from './useDelayedFlag';
export { SUBMIT_DEBOUNCE_MS, browserTimezone } from './submit';
export { FormError } from './FormError';

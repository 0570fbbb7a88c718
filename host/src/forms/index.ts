export { useDebouncedCallback } from './useDebouncedCallback';
export { SUBMIT_DEBOUNCE_MS, browserTimezone } from './submit';
export { FormError } from './FormError';

import type { Localised } from '../schema';

/** Italian first, as the product falls back to it; the other languages when translated. */
export function text(it: string, en?: string, es?: string): Localised {
  return { it, ...(en ? { en } : {}), ...(es ? { es } : {}) };
}

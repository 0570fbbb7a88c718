/** Scores on the product's 0 to 5 scale (reports draw a bar of value × 20%), one decimal. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

export const toFive = (share: number) => round1(Math.min(1, Math.max(0, share)) * 5);

export const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an algorithm receives may be the stored JSON string or the object already parsed. */
export function readData<D>(raw: unknown, restore: (value: unknown) => D | null, what: string): D {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Error(`${what}: the data is not valid JSON`);
    }
  }
  const data = restore(value);
  if (!data) throw new Error(`${what}: the data does not have the expected shape`);
  return data;
}

/**
 * What the console's editors of ordered lists share (the 360 questionnaire's questions, columns
 * and answers; the challenge's sections and their tests): moving an element, and telling the
 * page where the focus goes and what to announce once it shows the change.
 */

/** The list with the element at `index` swapped with its neighbour in `direction`. */
export function moved<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  const result = [...list];
  if (target < 0 || target >= list.length) return result;
  [result[index], result[target]] = [result[target]!, result[index]!];
  return result;
}

export interface EditorEvents {
  /** Said to screen readers once the page shows the change. */
  announce(text: string): void;
  /** The elements (by `data-focus`) to focus once the page shows the change: the first one there and enabled. */
  focus(targets: readonly string[]): void;
}

/** The `data-focus` of an element's heading or of one of its buttons. */
export const focusOf = (key: string, control: 'heading' | 'up' | 'down' | 'remove') => `${key}-${control}`;

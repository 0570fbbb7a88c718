/**
 * What the console's editors of ordered lists share (the 360 questionnaire's questions, columns
 * and answers; the challenge's sections and their tests): moving an element, and telling the
 * page where the focus goes and what to announce once it shows the change
 * (docs/accessibility.md).
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';

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

/**
 * After a move the focus stays on the button pressed, so that pressing it again goes on moving
 * the element; at an end of the list that button is disabled and the other one takes the focus.
 */
export function focusAfterMove(key: string, direction: -1 | 1): string[] {
  const [same, other] = direction < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
  return [focusOf(key, same), focusOf(key, other)];
}

/** The element that takes a removed one's place in `rest` (the list without it): the next one, or the new last. */
export const successor = <T>(rest: readonly T[], index: number): T | undefined => rest[Math.min(index, rest.length - 1)];

/** What an editor announces about the elements of one list, by their number from 1. */
export interface ListSayings {
  moved(from: number, to: number): string;
  removed(number: number): string;
  added(number: number): string;
}

/**
 * Moving, removing and adding the keyed elements of `items`, each change handed to `onChange`,
 * announced, and followed by the focus: a moved element keeps it, a removed one gives it to the
 * heading of its successor, an added one takes it on its heading.
 */
export function listEditing<T extends { key: string }>(
  items: readonly T[],
  onChange: (items: T[]) => void,
  { announce, focus }: EditorEvents,
  say: ListSayings,
) {
  return {
    move(index: number, direction: -1 | 1) {
      const item = items[index]!;
      onChange(moved(items, index, direction));
      announce(say.moved(index + 1, index + direction + 1));
      focus(focusAfterMove(item.key, direction));
    },
    remove(index: number) {
      const rest = items.filter((_, at) => at !== index);
      onChange(rest);
      announce(say.removed(index + 1));
      const next = successor(rest, index);
      if (next) focus([focusOf(next.key, 'heading')]);
    },
    add(item: T) {
      onChange([...items, item]);
      announce(say.added(items.length + 1));
      focus([focusOf(item.key, 'heading')]);
    },
  };
}

/**
 * The page side of `EditorEvents`: the announcement to show in a status region, and the focus
 * moved inside `form` once the page has rendered `shown` (the draft the change produced).
 */
export function useEditorEvents(form: RefObject<HTMLElement | null>, shown: unknown) {
  const [announcement, setAnnouncement] = useState('');
  const [focusTargets, setFocusTargets] = useState<readonly string[] | null>(null);

  useEffect(() => {
    if (!focusTargets) return;
    const found = focusTargets
      .map((target) => form.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`))
      .find((element) => element && !(element as HTMLButtonElement).disabled);
    found?.focus();
    setFocusTargets(null);
  }, [focusTargets, shown, form]);

  const events = useMemo<EditorEvents>(() => ({ announce: setAnnouncement, focus: setFocusTargets }), []);
  return { announcement, events };
}

import { focusOf, listEditing, moved, type EditorEvents } from './orderedList';

const say = {
  moved: (from: number, to: number) => `moved ${from} to ${to}`,
  removed: (number: number) => `removed ${number}`,
  added: (number: number) => `added ${number}`,
};

function editorOf(keys: string[]) {
  const items = keys.map((key) => ({ key }));
  const seen: { items?: string[]; said?: string; focus?: readonly string[] } = {};
  const events: EditorEvents = { announce: (text) => (seen.said = text), focus: (targets) => (seen.focus = targets) };
  const editing = listEditing(items, (changed) => (seen.items = changed.map((item) => item.key)), events, say);
  return { editing, seen };
}

it('swaps an element with its neighbour, and leaves the list as it is at either end', () => {
  expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
});

it('keeps the focus on the button pressed after a move, and offers the other one at an end', () => {
  const { editing, seen } = editorOf(['a', 'b', 'c']);
  editing.move(2, -1);
  expect(seen).toEqual({ items: ['a', 'c', 'b'], said: 'moved 3 to 2', focus: [focusOf('c', 'up'), focusOf('c', 'down')] });
  editing.move(0, 1);
  expect(seen.focus).toEqual([focusOf('a', 'down'), focusOf('a', 'up')]);
});

it('gives the focus of a removed element to the one taking its place, or to the new last one', () => {
  const middle = editorOf(['a', 'b', 'c']);
  middle.editing.remove(1);
  expect(middle.seen).toEqual({ items: ['a', 'c'], said: 'removed 2', focus: [focusOf('c', 'heading')] });
  const last = editorOf(['a', 'b', 'c']);
  last.editing.remove(2);
  expect(last.seen.focus).toEqual([focusOf('b', 'heading')]);
});

it('announces an added element by its number and focuses its heading', () => {
  const { editing, seen } = editorOf(['a']);
  editing.add({ key: 'z' });
  expect(seen).toEqual({ items: ['a', 'z'], said: 'added 2', focus: [focusOf('z', 'heading')] });
});

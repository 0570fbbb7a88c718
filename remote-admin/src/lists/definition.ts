import type { ListEndpoint } from './api/lists';

/** A form's values, one text per field, as the controls hold them. */
export type Draft = Record<string, string>;

export interface ListField {
  name: string;
  /** Key of the label under `lists.` in the area's catalogue. */
  label: string;
  /** A choice among options (labels already in the interface language); else a text. */
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  /** Fixed once the item exists (a test stays in its campaign). */
  createOnly?: boolean;
}

export interface ListColumn<Item> {
  key: string;
  /** Key of the header under `lists.`. */
  label: string;
  value(item: Item): string;
}

export interface ListForm<Item> {
  fields: readonly ListField[];
  /** The values of a new item (no argument) or of the item edited. */
  draftOf(item?: Item): Draft;
  /** What the server would refuse, field by field, as keys under `lists.`: checked before sending (docs/behaviour.md §5). */
  validate(draft: Draft): Record<string, string>;
  /** The body of POST (no item) or PUT. */
  inputOf(draft: Draft, item?: Item): unknown;
}

/** One generic list of docs/behaviour.md §3: where it lives, what a row shows, how an item is written. */
export interface ListDefinition<Item extends { id: number }> {
  /** Its texts live under `lists.<name>`. */
  name: string;
  endpoint: ListEndpoint;
  columns: readonly ListColumn<Item>[];
  /** What names an item in a button or an announcement. */
  labelOf(item: Item): string;
  /** Absent when the list is only read. */
  form?: ListForm<Item>;
}

import { http } from '@skillup/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Where one generic list of docs/behaviour.md §7.2 lives: its path below /api, the keys its
 * answers use (`{ status, <plural>: [...] }`, `{ status, <singular>: {...} }`) and the query
 * its GET needs.
 */
export interface ListEndpoint {
  path: string;
  plural: string;
  singular: string;
  query?: Record<string, number>;
}

export const listKeys = {
  all: ['admin', 'lists'] as const,
  list: (endpoint: ListEndpoint) => ['admin', 'lists', endpoint.path, endpoint.query ?? {}] as const,
};

export async function fetchItems<Item>(endpoint: ListEndpoint): Promise<Item[]> {
  const { data } = await http.get<Record<string, Item[]>>(endpoint.path, { params: endpoint.query });
  return data[endpoint.plural] ?? [];
}

export async function createItem<Item>(endpoint: ListEndpoint, input: unknown): Promise<Item> {
  const { data } = await http.post<Record<string, Item>>(endpoint.path, input);
  return data[endpoint.singular]!;
}

export async function updateItem<Item>(endpoint: ListEndpoint, id: number, input: unknown): Promise<Item> {
  const { data } = await http.put<Record<string, Item>>(`${endpoint.path}/${id}`, input);
  return data[endpoint.singular]!;
}

export async function deleteItem(endpoint: ListEndpoint, id: number): Promise<void> {
  await http.delete(`${endpoint.path}/${id}`);
}

export async function deleteSelection(endpoint: ListEndpoint, selection: readonly number[]): Promise<number> {
  const { data } = await http.delete<{ deleted: number }>(`${endpoint.path}/selection`, { data: { selection } });
  return data.deleted;
}

export const itemsQuery = <Item>(endpoint: ListEndpoint) =>
  queryOptions({ queryKey: listKeys.list(endpoint), queryFn: () => fetchItems<Item>(endpoint) });

export const useItems = <Item>(endpoint: ListEndpoint) => useQuery(itemsQuery<Item>(endpoint));

/** The writes of one list: each makes the list stale, so that it shows what the server kept. */
export function useListWrites<Item>(endpoint: ListEndpoint) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: listKeys.list(endpoint) });
  return {
    create: useMutation({ mutationFn: (input: unknown) => createItem<Item>(endpoint, input), onSuccess }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: unknown }) => updateItem<Item>(endpoint, id, input), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteItem(endpoint, id), onSuccess }),
    removeSelection: useMutation({ mutationFn: (ids: readonly number[]) => deleteSelection(endpoint, ids), onSuccess }),
  };
}

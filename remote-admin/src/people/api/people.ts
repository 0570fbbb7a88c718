import { http, paths } from '@skillup/shared';
import type {
  AddPersonRequest,
  AddPersonResponse,
  PeopleListQuery,
  PeopleListResponse,
  PersonPatch,
  PersonResponse,
  RemovePersonResponse,
} from '@skillup/shared/api/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { progressKeys } from '../../progress/api/keys';
import { peopleKeys } from './keys';

export async function fetchPeople(campaignId: number, query: PeopleListQuery): Promise<PeopleListResponse> {
  const { data } = await http.get<PeopleListResponse>(paths.people.participants(campaignId), { params: query });
  return data;
}

export const peopleQuery = (campaignId: number, query: PeopleListQuery) =>
  queryOptions({
    queryKey: peopleKeys.list(campaignId, query),
    queryFn: () => fetchPeople(campaignId, query),
    placeholderData: keepPreviousData,
  });

export const usePeople = (campaignId: number, query: PeopleListQuery) => useQuery(peopleQuery(campaignId, query));

export async function addPerson(campaignId: number, body: AddPersonRequest): Promise<AddPersonResponse> {
  const { data } = await http.post<AddPersonResponse>(paths.people.participants(campaignId), body);
  return data;
}

/** A person's name, language, team, manager and role belong to them in every campaign of the company. */
export async function updatePerson(userId: number, patch: PersonPatch): Promise<PersonResponse> {
  const { data } = await http.patch<PersonResponse>(paths.people.person(userId), patch);
  return data;
}

export async function removePerson(campaignId: number, userId: number): Promise<RemovePersonResponse> {
  const { data } = await http.delete<RemovePersonResponse>(paths.people.participant(campaignId, userId));
  return data;
}

/** Who is in the campaign, and so its progress, changes with every write of this file. */
function useInvalidatePeople(campaignId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: peopleKeys.all(campaignId) }),
      queryClient.invalidateQueries({ queryKey: progressKeys.all(campaignId) }),
    ]);
}

export function useAddPerson(campaignId: number) {
  const onSuccess = useInvalidatePeople(campaignId);
  return useMutation({ mutationFn: (body: AddPersonRequest) => addPerson(campaignId, body), onSuccess });
}

export function useUpdatePerson(campaignId: number) {
  const onSuccess = useInvalidatePeople(campaignId);
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: number; patch: PersonPatch }) => updatePerson(userId, patch),
    onSuccess,
  });
}

export function useRemovePerson(campaignId: number) {
  const onSuccess = useInvalidatePeople(campaignId);
  return useMutation({ mutationFn: (userId: number) => removePerson(campaignId, userId), onSuccess });
}

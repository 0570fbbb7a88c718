import { API_BASE, http, paths } from '@skillup/shared';
import type { ParticipantImportResponse, TemplateFormat } from '@skillup/shared/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressKeys } from '../../progress/api/keys';
import { peopleKeys } from './keys';

/** docs/areas/admin.md, "People": 10,000 rows are read and checked in up to 15 s; the default 30 s leaves too little margin on a slow line. */
const IMPORT_TIMEOUT_MS = 120_000;

/** Sends the file as it is (multipart `file`): without `commit` the server stores nothing and answers every row's verdict. */
export async function importParticipants(campaignId: number, file: File, commit: boolean): Promise<ParticipantImportResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<ParticipantImportResponse>(paths.people.participantsImport(campaignId), body, {
    params: commit ? { commit: '1' } : undefined,
    timeout: IMPORT_TIMEOUT_MS,
  });
  return data;
}

export const usePreviewImport = (campaignId: number) => useMutation({ mutationFn: (file: File) => importParticipants(campaignId, file, false) });

/** A commit changes who is in the campaign: its people and its progress are read again. */
export function useCommitImport(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importParticipants(campaignId, file, true),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.all(campaignId) }),
        queryClient.invalidateQueries({ queryKey: progressKeys.all(campaignId) }),
      ]),
  });
}

/** A plain link: the browser downloads the template with the session cookie. */
export const templateUrl = (format: TemplateFormat) => `${API_BASE}${paths.people.template(format)}`;

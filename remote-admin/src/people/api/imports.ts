import { API_BASE, http, paths } from '@skillup/shared';
import type { ParticipantImportResponse, RelationImportResponse, TemplateFormat } from '@skillup/shared/api/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { progressKeys } from '../../progress/api/keys';
import { peopleKeys } from './keys';

/** docs/areas/admin.md, "People": 10,000 rows are read and checked in up to 15 s; the default 30 s leaves too little margin on a slow line. */
const IMPORT_TIMEOUT_MS = 120_000;

/** Sends the file as it is (multipart `file`): without `commit` the server stores nothing and answers every row's verdict. */
async function sendFile<T>(path: string, file: File, commit: boolean): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<T>(path, body, { params: commit ? { commit: '1' } : undefined, timeout: IMPORT_TIMEOUT_MS });
  return data;
}

/** One kind of import: where its file goes, and what a commit makes stale. */
export interface ImportCalls<T> {
  send(campaignId: number, file: File, commit: boolean): Promise<T>;
  stale(campaignId: number): QueryKey[];
}

export const participantsImport: ImportCalls<ParticipantImportResponse> = {
  send: (campaignId, file, commit) => sendFile(paths.people.participantsImport(campaignId), file, commit),
  // Who is in the campaign changes, and so its progress.
  stale: (campaignId) => [peopleKeys.all(campaignId), progressKeys.all(campaignId)],
};

export const relationsImport: ImportCalls<RelationImportResponse> = {
  send: (campaignId, file, commit) => sendFile(paths.people.relationsImport(campaignId), file, commit),
  // Who evaluates whom changes the 360's counts.
  stale: (campaignId) => [progressKeys.all(campaignId)],
};

/** The preview (nothing stored) and the commit of one kind of import. */
export function useImportCalls<T>(campaignId: number, calls: ImportCalls<T>) {
  const queryClient = useQueryClient();
  const preview = useMutation({ mutationFn: (file: File) => calls.send(campaignId, file, false) });
  const commit = useMutation({
    mutationFn: (file: File) => calls.send(campaignId, file, true),
    onSuccess: () => Promise.all(calls.stale(campaignId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return { preview, commit };
}

/** A plain link: the browser downloads the template with the session cookie. */
export const templateUrl = (format: TemplateFormat) => `${API_BASE}${paths.people.template(format)}`;

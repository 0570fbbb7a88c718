import { saveStatusAtom } from '@skillup/shared';
import { userTestsQuery } from '@skillup/shared/query';
import type { QuestionSets } from '@skillup/shared/api/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQuestions, loadSavedAnswers, loadStoredData } from '../api/feedback360';
import { fromSaved, type Answers } from './answers';
import { parseStored, readDraft, removeDraft, serialiseStored, StoredDataError, writeDraft, type Draft } from './draft';
import { moveOutbox, pendingPage, queuePage, type EvaluationRef } from './pageQueue';
import { buildPages, firstOpenPage, isPageValid, pageValues, type Page } from './pages';

export type LoadState =
  /** `offline`: the first load waits for the connection (docs/areas/feedback-360.md). */
  | { status: 'loading'; offline: boolean }
  | { status: 'error'; parse: boolean; error: unknown }
  | { status: 'ready'; pages: Page[]; relationId: number; sets: QuestionSets };

export interface Questionnaire {
  load: LoadState;
  draft: Draft | null;
  saving: boolean;
  /** The server refused the last page: its answers stay on this device. */
  refused: boolean;
  finished: boolean;
  setAnswers(update: (answers: Answers) => Answers): void;
  goTo(page: number): void;
  continuePage(): Promise<void>;
  retry(): void;
}

/** A 360 campaign without its 360 test has nowhere to count the pages: a setup error, said as such. */
class No360TestError extends Error {
  override readonly name = 'No360TestError';
}

/**
 * One evaluation: its pages, the answers as given (kept in IndexedDB at every change), and
 * the confirmed pages handed to the shared queue with rising versions, so logout's
 * Synchronization and the page-leave beacon send them like any other progress
 * (docs/areas/feedback-360.md, "Sending pages").
 */
interface Evaluation {
  pages: Page[];
  relationId: number;
  sets: QuestionSets;
  ref: EvaluationRef;
  /** Where the answers start: the draft on this device, else the stored document, else the saved answers. */
  initial: Draft;
}

async function loadEvaluation(queryClient: QueryClient, userId: number, campaignId: number, evaluee: number): Promise<Evaluation> {
  const [questions, saved, local, tests] = await Promise.all([
    loadQuestions(campaignId, evaluee),
    loadSavedAnswers(campaignId, evaluee),
    readDraft(userId, campaignId, evaluee),
    queryClient.ensureQueryData(userTestsQuery(campaignId)),
  ]);
  const test = tests.find((candidate) => candidate.kind === 'feedback360');
  if (!test) throw new No360TestError('this campaign has no 360 test');
  const ref: EvaluationRef = { userId, campaignId, testId: test.id, evaluee };
  if (local && local.outbox.length > 0) {
    await moveOutbox(ref, local.outbox);
    await writeDraft(userId, campaignId, evaluee, local.draft);
  }
  const stored = await loadStoredData(campaignId, evaluee);
  const storedDoc = parseStored(stored.testData);
  const pages = buildPages(questions.questions);
  const linkedIds = new Set(questions.questions.linkedQuestions.map((q) => q.id));
  const version = Math.max(saved.version, stored.version, local?.draft.version ?? 0, pendingPage(ref)?.version ?? 0);
  let initial: Draft;
  if (local) initial = { ...local.draft, version };
  else if (storedDoc && saved.user_is_evaluated !== 'y') initial = { page: storedDoc.page, answers: storedDoc.answers, version, unsent: false };
  else {
    const answers = fromSaved(saved.result, linkedIds);
    const page = saved.user_is_evaluated === 'y' || saved.result.length === 0 ? 0 : firstOpenPage(pages, answers);
    initial = { page, answers, version, unsent: false };
  }
  initial = { ...initial, page: Math.min(Math.max(initial.page, 0), Math.max(pages.length - 1, 0)) };
  return { pages, relationId: questions.relationId, sets: questions.questions, ref, initial };
}

export function useQuestionnaire(userId: number, campaignId: number, evaluee: number): Questionnaire {
  const queryClient = useQueryClient();
  const queryKey = ['360-evaluation', userId, campaignId, evaluee];
  // Read afresh each time the questionnaire opens, and only then: a new answer from the
  // server in the middle of the evaluation would overwrite the answers being given.
  const evaluation = useQuery({
    queryKey,
    queryFn: () => loadEvaluation(queryClient, userId, campaignId, evaluee),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
  const load: LoadState = evaluation.isError
    ? { status: 'error', parse: evaluation.error instanceof StoredDataError, error: evaluation.error }
    : evaluation.data
      ? { status: 'ready', pages: evaluation.data.pages, relationId: evaluation.data.relationId, sets: evaluation.data.sets }
      : { status: 'loading', offline: evaluation.fetchStatus === 'paused' };
  // Read on every change of the queue and of the connection: whether the last page is still waiting.
  const status = useAtomValue(saveStatusAtom);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const [finished, setFinished] = useState(false);
  /** The version of the last page once it is queued: the evaluation is finished when the server has it. */
  const [finishing, setFinishing] = useState<number | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const pagesRef = useRef<Page[]>([]);
  const ref = evaluation.data?.ref;

  const keep = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      setDraft(next);
      void writeDraft(userId, campaignId, evaluee, next);
    },
    [userId, campaignId, evaluee],
  );

  useEffect(() => {
    const loaded = evaluation.data;
    if (!loaded) return;
    pagesRef.current = loaded.pages;
    keep(loaded.initial);
  }, [evaluation.data, keep]);

  // The queue has let the last page go: sent, or given up after the server refused it. Only the
  // server's version tells which.
  const waiting = ref !== undefined && pendingPage(ref) !== undefined;
  useEffect(() => {
    if (finishing === null || waiting || !status.online) return;
    let current = true;
    void loadSavedAnswers(campaignId, evaluee)
      .then(async (saved) => {
        if (!current) return;
        setFinishing(null);
        if (saved.version >= finishing) {
          await removeDraft(userId, campaignId, evaluee);
          setFinished(true);
        } else {
          setRefused(true);
          const latest = draftRef.current;
          if (latest) keep({ ...latest, unsent: true });
        }
      })
      // Unanswered, it is asked again when the connection comes back.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [finishing, waiting, status.online, userId, campaignId, evaluee, keep]);

  const setAnswers = useCallback(
    (update: (answers: Answers) => Answers) => {
      const current = draftRef.current;
      if (current) keep({ ...current, answers: update(current.answers), unsent: true });
    },
    [keep],
  );

  const goTo = useCallback(
    (page: number) => {
      const current = draftRef.current;
      if (current && page >= 0 && page < pagesRef.current.length) keep({ ...current, page });
    },
    [keep],
  );

  const continuePage = useCallback(async () => {
    const current = draftRef.current;
    const pages = pagesRef.current;
    const page = pages[current?.page ?? -1];
    if (!current || !page || !ref || saving || !isPageValid(page, current.answers)) return;
    setSaving(true);
    setRefused(false);
    const last = current.page === pages.length - 1;
    const nextPage = last ? current.page : current.page + 1;
    const version = current.version + 1;
    try {
      await queuePage(ref, version, pageValues(page, current.answers), serialiseStored(nextPage, current.answers));
      keep({ ...current, page: nextPage, version, unsent: false });
      if (last) setFinishing(version);
    } finally {
      setSaving(false);
    }
  }, [saving, keep, ref]);

  return {
    load,
    draft,
    // The last page counts as being saved until the server has it, unless it waits for the connection.
    saving: saving || (finishing !== null && status.state !== 'offline'),
    refused,
    finished,
    setAnswers,
    goTo,
    continuePage,
    retry: () => void queryClient.resetQueries({ queryKey }),
  };
}

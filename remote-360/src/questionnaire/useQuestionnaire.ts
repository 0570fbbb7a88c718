import { isApiError } from '@skillup/shared';
import type { QuestionSets } from '@skillup/shared/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQuestions, loadSavedAnswers, loadStoredData, saveOutcomes, saveStoredData } from '../api/feedback360';
import { fromSaved, type Answers } from './answers';
import { parseStored, readDraft, removeDraft, serialiseStored, StoredDataError, writeDraft, type Draft } from './draft';
import { buildPages, firstOpenPage, isPageValid, pageValues, type Page } from './pages';

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; parse: boolean; error: unknown }
  | { status: 'ready'; pages: Page[]; relationId: number; sets: QuestionSets };

export interface Questionnaire {
  load: LoadState;
  draft: Draft | null;
  saving: boolean;
  /** The server did not answer: the pages wait in the draft's outbox. */
  offline: boolean;
  /** The message of a page the server refused. */
  refused: string | null;
  finished: boolean;
  setAnswers(update: (answers: Answers) => Answers): void;
  goTo(page: number): void;
  continuePage(): Promise<void>;
  retry(): void;
}

const isConnectionError = (error: unknown) => isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout');

/**
 * One evaluation: its pages, the answers as given (kept in IndexedDB at every change), and
 * the pages sent in order with rising versions. A page that cannot reach the server waits
 * in the outbox and goes when the connection returns (docs/areas/feedback-360.md).
 */
interface Evaluation {
  pages: Page[];
  relationId: number;
  sets: QuestionSets;
  /** Where the answers start: the draft on this device, else the stored document, else the saved answers. */
  initial: Draft;
}

async function loadEvaluation(userId: number, campaignId: number, evaluee: number): Promise<Evaluation> {
  const [questions, saved, local] = await Promise.all([
    loadQuestions(campaignId, evaluee),
    loadSavedAnswers(campaignId, evaluee),
    readDraft(userId, campaignId, evaluee),
  ]);
  const stored = await loadStoredData(campaignId, evaluee);
  const storedDoc = parseStored(stored.testData);
  const pages = buildPages(questions.questions);
  const linkedIds = new Set(questions.questions.linkedQuestions.map((q) => q.id));
  const version = Math.max(saved.version, stored.version, local?.version ?? 0);
  let initial: Draft;
  if (local) initial = { ...local, version };
  else if (storedDoc && saved.user_is_evaluated !== 'y')
    initial = { page: storedDoc.page, answers: storedDoc.answers, version, outbox: [], unsent: false };
  else {
    const answers = fromSaved(saved.result, linkedIds);
    const page = saved.user_is_evaluated === 'y' || saved.result.length === 0 ? 0 : firstOpenPage(pages, answers);
    initial = { page, answers, version, outbox: [], unsent: false };
  }
  initial = { ...initial, page: Math.min(Math.max(initial.page, 0), Math.max(pages.length - 1, 0)) };
  return { pages, relationId: questions.relationId, sets: questions.questions, initial };
}

export function useQuestionnaire(userId: number, campaignId: number, evaluee: number): Questionnaire {
  const queryClient = useQueryClient();
  const queryKey = ['360-evaluation', userId, campaignId, evaluee];
  // Read afresh each time the questionnaire opens, and only then: a new answer from the
  // server in the middle of the evaluation would overwrite the answers being given.
  const evaluation = useQuery({
    queryKey,
    queryFn: () => loadEvaluation(userId, campaignId, evaluee),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
  const load: LoadState = evaluation.isError
    ? { status: 'error', parse: evaluation.error instanceof StoredDataError, error: evaluation.error }
    : evaluation.data
      ? { status: 'ready', pages: evaluation.data.pages, relationId: evaluation.data.relationId, sets: evaluation.data.sets }
      : { status: 'loading' };
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [offline, setOffline] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const draftRef = useRef<Draft | null>(null);
  const flushing = useRef(false);
  const pagesRef = useRef<Page[]>([]);
  /** Set when the last page is sent: once the outbox is empty the evaluation is finished. */
  const finishing = useRef(false);

  const keep = useCallback(
    (next: Draft) => {
      draftRef.current = next;
      setDraft(next);
      void writeDraft(userId, campaignId, evaluee, next);
    },
    [userId, campaignId, evaluee],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    if (flushing.current) return false;
    flushing.current = true;
    try {
      while (draftRef.current && draftRef.current.outbox.length > 0) {
        const [item] = draftRef.current.outbox;
        if (!item) break;
        try {
          await saveOutcomes(campaignId, evaluee, item.version, item.values);
          await saveStoredData(campaignId, evaluee, item.version, item.stored);
          setOffline(false);
        } catch (error) {
          if (isConnectionError(error)) {
            setOffline(true);
            return false;
          }
          // The server refused the page: it stays in the answers, on this device only, not in the outbox.
          finishing.current = false;
          setRefused(error instanceof Error ? error.message : String(error));
          const current = draftRef.current;
          keep({ ...current, outbox: current.outbox.filter((o) => o.version !== item.version), unsent: true });
          continue;
        }
        const current = draftRef.current;
        keep({ ...current, outbox: current.outbox.filter((o) => o.version !== item.version) });
      }
      return true;
    } finally {
      flushing.current = false;
    }
  }, [campaignId, evaluee, keep]);

  useEffect(() => {
    const loaded = evaluation.data;
    if (!loaded) return;
    pagesRef.current = loaded.pages;
    keep(loaded.initial);
    if (loaded.initial.outbox.length > 0) void flush();
  }, [evaluation.data, keep, flush]);

  useEffect(() => {
    const resend = () => void flush();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [flush]);

  useEffect(() => {
    if (!finishing.current || !draft || draft.outbox.length > 0 || saving) return;
    finishing.current = false;
    void removeDraft(userId, campaignId, evaluee).then(() => setFinished(true));
  }, [draft, saving, userId, campaignId, evaluee]);

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
    if (!current || !page || saving || !isPageValid(page, current.answers)) return;
    setSaving(true);
    setRefused(null);
    const last = current.page === pages.length - 1;
    const nextPage = last ? current.page : current.page + 1;
    const version = current.version + 1;
    keep({
      ...current,
      page: nextPage,
      version,
      unsent: false,
      outbox: [...current.outbox, { version, values: pageValues(page, current.answers), stored: serialiseStored(nextPage, current.answers) }],
    });
    if (last) finishing.current = true;
    try {
      await flush();
    } finally {
      setSaving(false);
    }
  }, [saving, keep, flush]);

  return {
    load,
    draft,
    saving,
    offline,
    refused,
    finished,
    setAnswers,
    goTo,
    continuePage,
    retry: () => void queryClient.resetQueries({ queryKey }),
  };
}

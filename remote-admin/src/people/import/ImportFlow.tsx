import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Loading } from '@skillup/shared';
import { IMPORT_MAX_ROWS } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { useImportCalls, type ImportCalls } from '../api/imports';
import { fileProblem, SPREADSHEET_ACCEPT, type FileProblem } from './fileCheck';
import { CountsList, ImportPreview } from './ImportPreview';
import type { ImportAnswer, ImportKind, VerdictRow } from './importKind';
import { ImportRows } from './ImportRows';

/** A heading that takes the focus when it appears, so keyboard and screen reader land on the news. */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Heading as="h4" size="md" ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}

/** What a commit did; the people and the progress are the campaign's pages beside this one. */
function Done<R extends VerdictRow>({
  result,
  kind,
  texts,
  onAgain,
}: {
  result: ImportAnswer<R>;
  kind: ImportKind<R>;
  texts: string;
  onAgain(): void;
}) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import' });
  const { t: own } = useTranslation(NS, { keyPrefix: `people.${texts}` });
  const refused = result.rows.filter((row) => row.verdict === 'refused');
  return (
    <Stack gap="4" minW="0">
      <FocusedHeading>{t('doneTitle')}</FocusedHeading>
      <Text>
        {own('doneStored', { count: result.counts.new + result.counts.updated })} {t('doneSkipped', { count: result.skipped })}
      </Text>
      <CountsList counts={result.counts} />
      {refused.length > 0 && <ImportRows rows={refused} kind={kind} label={t('refusedTitle', { count: refused.length })} />}
      <Flex gap="4" flexWrap="wrap" alignItems="center">
        <Link asChild colorPalette="brand" textDecoration="underline">
          <RouterLink to=".." relative="path">
            {t('seePeople')}
          </RouterLink>
        </Link>
        <Link asChild colorPalette="brand" textDecoration="underline">
          <RouterLink to="../../progress" relative="path">
            {t('seeProgress')}
          </RouterLink>
        </Link>
        <Button size="sm" variant="outline" onClick={onAgain}>
          {t('again')}
        </Button>
      </Flex>
    </Stack>
  );
}

export interface ImportFlowProps<R extends VerdictRow> {
  campaignId: number;
  kind: ImportKind<R>;
  calls: ImportCalls<ImportAnswer<R>>;
  /** The part of `people` in the catalogue with this kind's own texts: title, readOnly, file, commit, doneStored. */
  texts: string;
  /** What the file holds, and where to start from. */
  intro: ReactNode;
}

/**
 * docs/areas/admin.md, "People": a file is first checked by the server, which stores nothing
 * and answers every row's verdict; the same file is then sent again to be stored, refused
 * rows left out.
 */
export function ImportFlow<R extends VerdictRow>({ campaignId, kind, calls, texts, intro }: ImportFlowProps<R>) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import' });
  const { t: own } = useTranslation(NS, { keyPrefix: `people.${texts}` });
  const mayEdit = useMayEdit();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | 'none' | null>(null);
  const { preview, commit } = useImportCalls(campaignId, calls);

  const forget = () => {
    preview.reset();
    commit.reset();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setProblem(null);
    forget();
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    const found = file ? fileProblem(file) : 'none';
    setProblem(found);
    if (file && !found) {
      forget();
      preview.mutate(file);
    }
  };
  const again = () => {
    setFile(null);
    setProblem(null);
    forget();
    form.current?.reset();
  };

  if (!mayEdit) {
    return (
      <Stack gap="4">
        <Heading as="h3" size="lg">
          {own('title')}
        </Heading>
        <Text>{own('readOnly')}</Text>
        {intro}
      </Stack>
    );
  }
  const result = preview.data;
  const toImport = result ? result.counts.new + result.counts.updated + result.counts.unchanged : 0;
  return (
    <Stack gap="6" minW="0">
      <Heading as="h3" size="lg">
        {own('title')}
      </Heading>
      {intro}
      <form ref={form} onSubmit={check} noValidate aria-label={own('title')}>
        <Stack gap="3">
          <Field.Root invalid={problem !== null} maxW="xl">
            <Field.Label>{own('file')}</Field.Label>
            <Input type="file" accept={SPREADSHEET_ACCEPT} onChange={choose} p="1" h="auto" disabled={preview.isPending || commit.isPending} />
            <Field.HelperText>{t('fileHelp', { max: IMPORT_MAX_ROWS })}</Field.HelperText>
            {problem && <Field.ErrorText>{t(`problem.${problem}`)}</Field.ErrorText>}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={preview.isPending}
            loadingText={t('check')}
            disabled={commit.isPending}
          >
            {t('check')}
          </Button>
        </Stack>
      </form>
      {preview.isPending && <Loading label={t('checking')} />}
      <ServerError error={preview.error} scope="people" />
      {commit.data ? (
        <Done result={commit.data} kind={kind} texts={texts} onAgain={again} />
      ) : (
        result &&
        file && (
          <Stack gap="4" minW="0">
            <FocusedHeading>{t('previewTitle', { name: file.name })}</FocusedHeading>
            <Text>{t('previewNote')}</Text>
            <ImportPreview counts={result.counts} rows={result.rows} kind={kind} />
            <ServerError error={commit.error} scope="people" />
            {commit.isPending && <Loading label={t('importing')} />}
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={() => commit.mutate(file)}
              loading={commit.isPending}
              loadingText={own('commit', { count: toImport })}
              disabled={toImport === 0}
            >
              {own('commit', { count: toImport })}
            </Button>
          </Stack>
        )
      )}
    </Stack>
  );
}

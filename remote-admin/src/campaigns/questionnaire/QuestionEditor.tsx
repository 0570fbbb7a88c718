import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { AdminReportSkill, Language } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../common/fields';
import { NS } from '../../i18n';
import { localText } from '../texts';
import { focusOf, type EditorEvents } from '../../common/orderedList';
import { OrderButtons } from '../../common/OrderButtons';
import { ItemsEditor } from './ItemsEditor';
import { fieldId, LIMITS, QUESTION_KINDS, type DraftErrors, type NumberField, type QuestionDraft, type QuestionKind } from './values';

/** A skill of the report as HR knows it: its area and its name, in the interface language. */
export function useSkillName() {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  return (skill: AdminReportSkill) => t('skillName', { area: localText(skill.area, i18n.language), name: localText(skill.name, i18n.language) });
}

interface QuestionEditorProps extends EditorEvents {
  question: QuestionDraft;
  number: number;
  total: number;
  languages: readonly Language[];
  skills: readonly AdminReportSkill[];
  errors: DraftErrors;
  onChange(question: QuestionDraft): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
}

/** One question of the questionnaire: its kind, its text in each language, what its kind asks, and its controls. */
export function QuestionEditor({
  question,
  number,
  total,
  languages,
  skills,
  errors,
  onChange,
  onMove,
  onRemove,
  announce,
  focus,
}: QuestionEditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const { t: tc } = useTranslation(NS);
  const skillName = useSkillName();
  const headingId = useId();
  const { key } = question;
  const set = <K extends keyof QuestionDraft>(field: K, value: QuestionDraft[K]) => onChange({ ...question, [field]: value });

  const numberField = (field: NumberField) => {
    const id = fieldId.number(key, field);
    const error = errors[id];
    return (
      <TextField
        id={id}
        type="number"
        inputMode="numeric"
        required
        label={t(field, { number })}
        value={question[field]}
        error={error ? t('number', error) : undefined}
        onChange={(value) => set(field, value)}
      />
    );
  };

  return (
    <Stack role="group" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Heading as="h5" size="sm" id={headingId} tabIndex={-1} data-focus={focusOf(key, 'heading')} alignSelf="flex-start" outline="none">
        {t('question', { number })}
      </Heading>
      <SelectField<QuestionKind>
        id={fieldId.kind(key)}
        label={t('kind.label', { number })}
        value={question.kind}
        options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        onChange={(kind) => set('kind', kind)}
      />
      <SimpleGrid columns={{ base: 1, md: Math.min(languages.length, 3) }} gap="3">
        {languages.map((lang) => (
          <TextAreaField
            key={lang}
            id={fieldId.text(key, lang)}
            lang={lang}
            rows={2}
            label={t(question.kind === 'closed' ? 'statement' : 'text', { number, language: tc(`common.languages.${lang}`) })}
            value={question.text[lang] ?? ''}
            onChange={(value) => set('text', { ...question.text, [lang]: value })}
          />
        ))}
      </SimpleGrid>
      {question.kind === 'closed' && (
        <SelectField
          id={fieldId.skill(key)}
          label={t('skill', { number })}
          value={question.skillId}
          options={[{ value: '', label: t('noSkill') }, ...skills.map((skill) => ({ value: String(skill.id), label: skillName(skill) }))]}
          onChange={(skillId) => set('skillId', skillId)}
        />
      )}
      {question.kind === 'open' && <Box maxW="sm">{numberField('maxLength')}</Box>}
      {question.kind === 'linked' && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {numberField('minAnswers')}
            {numberField('maxAnswers')}
          </SimpleGrid>
          <ItemsEditor
            kind="column"
            questionKey={key}
            number={number}
            items={question.columns}
            max={LIMITS.columns}
            languages={languages}
            onChange={(columns) => set('columns', columns)}
            announce={announce}
            focus={focus}
          />
          <ItemsEditor
            kind="answer"
            questionKey={key}
            number={number}
            items={question.answers}
            max={LIMITS.answers}
            languages={languages}
            onChange={(answers) => set('answers', answers)}
            announce={announce}
            focus={focus}
          />
        </>
      )}
      <OrderButtons
        focusKey={key}
        index={number - 1}
        total={total}
        which={t('whichQuestion', { number })}
        onMove={onMove}
        onRemove={onRemove}
        canRemove={total > 1}
      />
    </Stack>
  );
}

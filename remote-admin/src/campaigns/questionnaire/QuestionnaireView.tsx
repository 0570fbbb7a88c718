import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminLabel, AdminQuestion, AdminQuestionnaireResponse, Language } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useSkillName } from './QuestionEditor';

/** A text in each of the campaign's languages that has it, each named by its language. */
function Texts({ label, languages }: { label: AdminLabel; languages: readonly Language[] }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="1">
      {languages
        .filter((lang) => label[lang])
        .map((lang) => (
          <Text key={lang} overflowWrap="anywhere">
            <Text as="span" color="fg.muted">
              {t('questionnaire.inLanguage', { language: t(`common.languages.${lang}`) })}
            </Text>{' '}
            <span lang={lang}>{label[lang]}</span>
          </Text>
        ))}
    </Stack>
  );
}

function Details({ question, skills }: { question: AdminQuestion; skills: AdminQuestionnaireResponse['skills'] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const skillName = useSkillName();
  switch (question.kind) {
    case 'closed': {
      const skill = skills.find((entry) => entry.id === question.skillId);
      return <Text fontSize="sm">{t('details.skill', { name: skill ? skillName(skill) : t('noSkill') })}</Text>;
    }
    case 'open':
      return <Text fontSize="sm">{t('details.maxLength', { count: question.maxLength })}</Text>;
    case 'linked':
      return <Text fontSize="sm">{t('details.answers', { min: question.minAnswers, max: question.maxAnswers })}</Text>;
  }
}

/** The questionnaire as raters get it, for whoever may not change it. */
export function QuestionnaireView({ answer, languages }: { answer: AdminQuestionnaireResponse; languages: readonly Language[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const { questionnaire } = answer;
  if (!questionnaire) return <Text>{t('none')}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h4" size="md">
          {t('scale.title')}
        </Heading>
        <Stack asChild gap="2" listStyleType="none">
          <ol>
            {[...questionnaire.scale]
              .sort((a, b) => a.value - b.value)
              .map((step) => (
                <li key={step.value}>
                  <Text fontWeight="medium">{t('scale.value', { value: step.value })}</Text>
                  <Texts label={step.label} languages={languages} />
                </li>
              ))}
          </ol>
        </Stack>
      </Stack>
      <Stack gap="3">
        <Heading as="h4" size="md">
          {t('questions.title')}
        </Heading>
        <Stack asChild gap="3" listStyleType="none">
          <ol aria-label={t('questions.listLabel')}>
            {questionnaire.questions.map((question, index) => (
              <Stack as="li" key={index} gap="2" borderWidth="1px" borderRadius="md" p="3">
                <Heading as="h5" size="sm">
                  {t('question', { number: index + 1 })}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t(`kind.${question.kind}`)}
                </Text>
                <Texts label={question.text} languages={languages} />
                <Details question={question} skills={answer.skills} />
                {question.kind === 'linked' && (
                  <>
                    <Text fontWeight="medium">{t('columns', { number: index + 1 })}</Text>
                    <Stack asChild gap="1" ps="5">
                      <ol>
                        {question.columns.map((column, at) => (
                          <li key={at}>
                            <Texts label={column.label} languages={languages} />
                          </li>
                        ))}
                      </ol>
                    </Stack>
                    <Text fontWeight="medium">{t('answers', { number: index + 1 })}</Text>
                    <Stack asChild gap="1" ps="5">
                      <ol>
                        {question.answers.map((item, at) => (
                          <li key={at}>
                            <Texts label={item.label} languages={languages} />
                          </li>
                        ))}
                      </ol>
                    </Stack>
                  </>
                )}
              </Stack>
            ))}
          </ol>
        </Stack>
      </Stack>
    </Stack>
  );
}

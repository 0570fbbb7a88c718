import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CHALLENGE_LINK_KEYS, type AdminStoredChallenge } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

function Labelled({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text overflowWrap="anywhere">
      <Text as="span" color="fg.muted">
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The challenge as participants get it, for whoever may not change it. */
export function ChallengeView({ challenge, testName }: { challenge: AdminStoredChallenge | null; testName(id: number): string }) {
  const { t } = useTranslation(NS, { keyPrefix: 'challenge' });
  if (!challenge) return <Text>{t('none')}</Text>;
  const links = CHALLENGE_LINK_KEYS.filter((key) => challenge.links[key]);
  return (
    <Stack gap="6">
      {(['intro', 'outro'] as const).map((story) => (
        <Stack key={story} gap="1">
          <Heading as="h4" size="md">
            {t(`story.${story}`)}
          </Heading>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {challenge[story].title}
          </Text>
          <Text overflowWrap="anywhere" whiteSpace="pre-line">
            {challenge[story].text}
          </Text>
        </Stack>
      ))}
      <Stack gap="3">
        <Heading as="h4" size="md">
          {t('sections.title')}
        </Heading>
        <Stack asChild gap="4" listStyleType="none">
          <ol aria-label={t('sections.listLabel')}>
            {challenge.sections.map((section, index) => (
              <Stack as="li" key={`${index}-${section.id}`} gap="1" borderWidth="1px" borderRadius="md" p="3">
                <Heading as="h5" size="sm" overflowWrap="anywhere">
                  {`${t('section', { number: index + 1 })}: ${section.name}`}
                </Heading>
                <Labelled label={`${t('id', { number: index + 1 })}:`} value={section.id} />
                <Labelled label={`${t('description', { number: index + 1 })}:`} value={section.description} />
                <Labelled label={`${t('motivation', { number: index + 1 })}:`} value={section.motivation} />
                <Text color="fg.muted">{`${t('tests', { number: index + 1 })}:`}</Text>
                {section.tests.length === 0 ? (
                  <Text>{t('noTests')}</Text>
                ) : (
                  <Stack asChild gap="0" ps="5">
                    <ol>
                      {section.tests.map((testId) => (
                        <li key={testId}>{testName(testId)}</li>
                      ))}
                    </ol>
                  </Stack>
                )}
              </Stack>
            ))}
          </ol>
        </Stack>
      </Stack>
      <Stack gap="2">
        <Heading as="h4" size="md">
          {t('links.title')}
        </Heading>
        {links.length === 0 ? (
          <Text>{t('links.none')}</Text>
        ) : (
          <Stack asChild gap="1" ps="5">
            <ul>
              {links.map((key) => {
                const link = challenge.links[key]!;
                return (
                  <li key={key}>
                    <Text as="span" fontWeight="medium">{`${t(`keys.${key}`)}:`}</Text>{' '}
                    <Link href={link.url} colorPalette="brand" textDecoration="underline" overflowWrap="anywhere">
                      {link.title || link.url}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

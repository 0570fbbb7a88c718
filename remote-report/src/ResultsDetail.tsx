import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { IndividualReport, ReportMarker, ReportSkill } from '@skillup/shared/api/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '@skillup/shared/api/contract';
import { formatScore } from './format';
import { NS } from './i18n';

/** The star of a strength: a graphic that carries meaning, so 3:1 on white at least (WCAG 1.4.11). */
export const STAR_COLOUR = 'orange.600';
import { Score } from './Score';

/** A native disclosure: keyboard and screen readers handle it without help. */
function Disclosure({ summary, children, level }: { summary: ReactNode; children: ReactNode; level: number }) {
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2" ml={level * 2}>
      <Box as="summary" cursor="pointer" py="1" _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}>
        {summary}
      </Box>
      <Stack gap="2" mt="2">
        {children}
      </Stack>
    </Box>
  );
}

function MarkerDetail({ marker, report }: { marker: ReportMarker; report: IndividualReport }) {
  const { t } = useTranslation(NS);
  const tasks = report.tasks.filter((task) => task.markerId === marker.id);
  return (
    <Disclosure
      level={1}
      summary={
        <Text as="span">
          {marker.name} · {formatScore(marker.value)}
        </Text>
      }
    >
      <Heading as="h5" size="xs">
        {t('markerDetail')}
      </Heading>
      <Score value={marker.value} />
      <Text>{marker.level ? t(`level.${marker.level}`) : t('empty')}</Text>
      {marker.feedback && <Text color="fg.muted">{marker.feedback}</Text>}
      <Heading as="h5" size="xs">
        {t('evidence')}
      </Heading>
      {tasks.length ? (
        <List.Root listStyleType="none" gap="1">
          {tasks.map((task) => (
            <List.Item key={task.id}>
              <HStack gap="2">
                <Text as="span" aria-hidden="true">
                  {CATEGORY_ICONS[task.category]}
                </Text>
                <Text as="span">
                  {task.name} ({task.abbreviation}) – {t(`category.${task.category}`)}: {formatScore(task.value)}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t('noEvidence')}</Text>
      )}
    </Disclosure>
  );
}

function SkillDetail({ skill, report }: { skill: ReportSkill; report: IndividualReport }) {
  const { t } = useTranslation(NS);
  return (
    <Disclosure
      level={0}
      summary={
        <Text as="span" fontWeight="semibold">
          {skill.name} · {formatScore(skill.value)}
          {skill.star && (
            <Text as="span" color={STAR_COLOUR} ml="2" role="img" aria-label={t('star')} title={t('star')}>
              ★
            </Text>
          )}
        </Text>
      }
    >
      <Score value={skill.value} />
      <Heading as="h4" size="xs">
        {t('markers')}
      </Heading>
      {report.markers
        .filter((m) => m.skillId === skill.id)
        .map((marker) => (
          <MarkerDetail key={marker.id} marker={marker} report={report} />
        ))}
    </Disclosure>
  );
}

/** 'Risultati in dettaglio': areas and skills; a skill opens to its markers, a marker to its detail. */
export function ResultsDetail({ report }: { report: IndividualReport }) {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" aria-labelledby="report-details-title">
      <Heading as="h2" size="md" id="report-details-title" mb="3">
        {t('details')}
      </Heading>
      <Stack gap="4">
        {report.areas.map((area) => (
          <Box key={area.id}>
            <Heading as="h3" size="sm" mb="1">
              {area.name} · {formatScore(area.value)}
            </Heading>
            <Stack gap="2">
              {report.skills
                .filter((s) => s.areaId === area.id)
                .map((skill) => (
                  <SkillDetail key={skill.id} skill={skill} report={report} />
                ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { Feedback360Comments, Feedback360Figure, Feedback360Part as Part, Feedback360Skill } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '@skillup/shared/api/contract';
import { formatGap, formatScore, share360 } from './format';
import { NS } from './i18n';

/**
 * A group's mean as a bar from 1 (empty) to 5 (full); the number beside it is what is read.
 * Shorter on the narrowest phones, where a table of three columns has no width to spare.
 */
function Bar({ value }: { value: number }) {
  return (
    <Box aria-hidden="true" h="2" w={{ base: '10', sm: '16' }} flexShrink={0} bg="gray.200" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${share360(value)}%`} bg="blue.600" />
    </Box>
  );
}

function FigureCell({ figure }: { figure: Feedback360Figure }) {
  const { t } = useTranslation(NS);
  if (figure.state !== 'shown' || figure.value === null) {
    return <Text color="fg.muted">{figure.state === 'hidden' ? t('feedback360.hidden') : t('feedback360.empty')}</Text>;
  }
  return (
    <HStack gap="2">
      <Text fontWeight="semibold">{formatScore(figure.value)}</Text>
      <Bar value={figure.value} />
    </HStack>
  );
}

function SkillFigures({ skill }: { skill: Feedback360Skill }) {
  const { t } = useTranslation(NS);
  const titleId = `report-360-skill-${skill.skillId}`;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3" data-testid="report-360-skill">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" size="sm" id={titleId}>
          {skill.name}
        </Heading>
        {skill.gapKind && (
          <Badge colorPalette={skill.gapKind === 'blindSpot' ? 'orange' : 'green'} variant="subtle">
            {t(`feedback360.gapKind.${skill.gapKind}`)}
          </Badge>
        )}
      </HStack>
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>{t('feedback360.tableCaption', { skill: skill.name })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1">{t('feedback360.group')}</Table.ColumnHeader>
            <Table.ColumnHeader px="1">{t('feedback360.mean')}</Table.ColumnHeader>
            <Table.ColumnHeader px="1" textAlign="end">
              {t('feedback360.raters')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {skill.figures.map((figure) => (
            <Table.Row key={figure.group}>
              <Table.Cell px="1">{t(`feedback360.groups.${figure.group}`)}</Table.Cell>
              <Table.Cell px="1">
                <FigureCell figure={figure} />
              </Table.Cell>
              <Table.Cell px="1" textAlign="end">
                {figure.raters ?? '–'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {skill.gap !== null && (
        <Text mt="2" fontSize="sm" color={skill.gapKind ? 'fg' : 'fg.muted'}>
          {t('feedback360.gap', { gap: formatGap(skill.gap) })}
        </Text>
      )}
    </Box>
  );
}

function Comments({ title, blocks, id }: { title: string; blocks: Feedback360Comments[]; id: string }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id} mb="2">
        {title}
      </Heading>
      <Stack gap="3">
        {blocks.map((block) => (
          <Box key={block.question}>
            <Text fontWeight="semibold">{block.question}</Text>
            <List.Root ps="5" gap="1">
              {block.texts.map((text, i) => (
                <List.Item key={i}>{text}</List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The 360 part: each skill's figures by rater group as a table, the self-versus-others gap,
 * and the comments. What the anonymity rules keep back never reaches the page.
 */
export function Feedback360Part({ part }: { part: Part }) {
  const { t, i18n } = useTranslation(NS);
  const updatedAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(part.updatedAt));
  return (
    <Box as="section" aria-labelledby="report-360-title" data-testid="report-360">
      <Heading as="h2" size="md" id="report-360-title" mb="2">
        <Text as="span" aria-hidden="true" me="2">
          {CATEGORY_ICONS.feedback360}
        </Text>
        {t('feedback360.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('feedback360.intro', { peers: part.thresholds.peers, others: part.thresholds.others, gap: formatScore(part.gapThreshold) })}
      </Text>
      <Text color="fg.muted" mb="4" data-testid="report-360-updated">
        {t('feedback360.updatedAt', { date: updatedAt })}
      </Text>
      <Stack gap="4">
        {part.skills.map((skill) => (
          <SkillFigures key={skill.skillId} skill={skill} />
        ))}
        {part.comments.length ? (
          <Comments id="report-360-comments" title={t('feedback360.comments')} blocks={part.comments} />
        ) : (
          <Box as="section" aria-labelledby="report-360-comments">
            <Heading as="h3" size="sm" id="report-360-comments" mb="2">
              {t('feedback360.comments')}
            </Heading>
            <Text color="fg.muted">{t('feedback360.noComments', { count: part.thresholds.comments })}</Text>
          </Box>
        )}
        {part.selfComments.length > 0 && <Comments id="report-360-self-comments" title={t('feedback360.selfComments')} blocks={part.selfComments} />}
      </Stack>
    </Box>
  );
}

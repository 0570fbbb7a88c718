import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { RadarPoint } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { NS } from './i18n';

const RADAR_MAX = 5;

/** The radar of the areas, 0 to 5; the same figures as a table for screen readers. */
export function RadarView({ points }: { points: RadarPoint[] }) {
  const { t } = useTranslation(NS);
  const shown = (value: number | null) => (value === null ? '–' : String(value));
  const label = t('radarLabel', { values: points.map((p) => `${p.name} ${shown(p.value)}`).join(', ') });
  const data = points.map((p) => ({ name: p.name, value: p.value ?? 0 }));
  return (
    <Box as="section" aria-labelledby="report-radar-title">
      <Heading as="h2" size="md" id="report-radar-title" mb="2">
        {t('radarTitle')}
      </Heading>
      <Box role="img" aria-label={label} w="full" maxW="lg" h={{ base: '260px', md: '340px' }} data-testid="report-radar">
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart data={data} outerRadius="70%">
            <PolarGrid />
            <PolarAngleAxis dataKey="name" tick={{ fontSize: 11 }} />
            <PolarRadiusAxis domain={[0, RADAR_MAX]} tickCount={RADAR_MAX + 1} angle={90} />
            <Radar dataKey="value" stroke="#1e55a0" fill="#2E6DB4" fillOpacity={0.4} isAnimationActive={false} />
          </RadarChart>
        </ResponsiveContainer>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{t('radarTable')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('area')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('score')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((p) => (
              <Table.Row key={p.areaId}>
                <Table.Cell>{p.name}</Table.Cell>
                <Table.Cell>{shown(p.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}

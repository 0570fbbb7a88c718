import { Box } from '@chakra-ui/react/box';
import { useBreakpointValue } from '@chakra-ui/react/hooks';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { RadarPoint } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import type { BaseTickContentProps } from 'recharts';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { NS } from './i18n';

const RADAR_MAX = 5;
/** An area's name wraps at this width (px) instead of running off the chart's edge. */
const LABEL_WIDTH = 96;
const LABEL_ROOM = { top: 16, right: 8, bottom: 16, left: 8 };
/** A style, not the `fontSize` attribute, which the page's own font size overrides. */
const LABEL_TEXT = { fontSize: 12 };

/**
 * The 0–5 scale is drawn half-way between the first two areas: on the first area's axis (the top)
 * its 5 sat on that area's name.
 */
const scaleAngle = (areas: number) => 90 - 180 / Math.max(areas, 1);

/**
 * A figure of the scale, upright: recharts turns them with the axis, hard to read once it leans.
 * On a phone the rings are too close for six figures: only 0 and 5 are written.
 */
function ScaleTick({ x, y, payload, sparse }: Pick<BaseTickContentProps, 'x' | 'y' | 'payload'> & { sparse: boolean }) {
  if (sparse && payload.value !== 0 && payload.value !== RADAR_MAX) return null;
  return (
    <text x={x} y={y} dx={4} dy={4} style={{ fontSize: 11 }} fill="#52525b" className="recharts-polar-radius-axis-tick-value">
      {String(payload.value)}
    </text>
  );
}

/** The radar of the areas, 0 to 5; the same figures as a table for screen readers. */
export function RadarView({ points }: { points: RadarPoint[] }) {
  const { t } = useTranslation(NS);
  const shown = (value: number | null) => (value === null ? '–' : String(value));
  const label = t('radarLabel', { values: points.map((p) => `${p.name} ${shown(p.value)}`).join(', ') });
  const data = points.map((p) => ({ name: p.name, value: p.value ?? 0 }));
  // On a phone the names beside the chart need more of its width.
  const narrow = useBreakpointValue({ base: true, md: false }) ?? true;
  return (
    <Box as="section" aria-labelledby="report-radar-title">
      <Heading as="h2" size="md" id="report-radar-title" mb="2">
        {t('radarTitle')}
      </Heading>
      <Box role="img" aria-label={label} w="full" maxW="lg" h={{ base: '260px', md: '340px' }} data-testid="report-radar">
        <ResponsiveContainer width="100%" height="100%">
          {/* The image's label and the table below carry the figures: the chart is no Tab stop. */}
          <RadarChart data={data} outerRadius={narrow ? '40%' : '62%'} margin={LABEL_ROOM} accessibilityLayer={false}>
            <PolarGrid />
            <PolarAngleAxis dataKey="name" tick={{ width: LABEL_WIDTH, style: LABEL_TEXT }} />
            <PolarRadiusAxis
              domain={[0, RADAR_MAX]}
              tickCount={RADAR_MAX + 1}
              angle={scaleAngle(points.length)}
              tick={(props: BaseTickContentProps) => <ScaleTick {...props} sparse={narrow} />}
            />
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

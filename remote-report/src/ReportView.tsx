import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import type { IndividualReport } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { AreaSynthesis } from './AreaSynthesis';
import { Feedback360Part } from './Feedback360Part';
import { NS } from './i18n';
import { RadarView } from './RadarView';
import { ResultsDetail } from './ResultsDetail';
import { Suggestions } from './Suggestions';
import { WithoutModel } from './WithoutModel';

function OnScreenReport({ report, href }: { report: IndividualReport; href: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="8" maxW="3xl" w="full">
      {href && (
        <Link href={href} download colorPalette="blue" textDecoration="underline" alignSelf="flex-start">
          {t('download')}
        </Link>
      )}
      <RadarView points={report.radar} />
      <AreaSynthesis areas={report.areas} />
      <Suggestions report={report} />
      <ResultsDetail report={report} />
      {report.feedback360 && <Feedback360Part part={report.feedback360} />}
    </Stack>
  );
}

/**
 * A person's report as the report page shows it: on screen when the campaign has a model of
 * areas, else their tests and the PDF. `href` is the PDF's link, when the reader may download it.
 */
export function ReportView({ report, href }: { report: IndividualReport; href: string | null }) {
  return report.areas.length ? <OnScreenReport report={report} href={href} /> : <WithoutModel tests={report.tests} href={href} />;
}

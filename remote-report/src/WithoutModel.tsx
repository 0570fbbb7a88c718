import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReportTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

/** The participant's tests in the campaign's order, each with how far they got. */
function OwnTests({ tests }: { tests: ReportTest[] }) {
  const { t } = useTranslation(NS);
  // A test's state in the common catalogue's words (testStatus), which the report does not repeat.
  const { t: common } = useTranslation();
  if (!tests.length) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="report-own-tests">
      <Heading as="h3" size="sm" id="report-own-tests">
        {t('ownTests.title')}
      </Heading>
      <List.Root ps="5" gap="1">
        {tests.map((test) => (
          <List.Item key={test.id}>
            <Text as="span" fontWeight="medium">
              {test.name}
            </Text>
            <Text as="span">: {common(`testStatus.${test.status}`)}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * A report that is out in a campaign with no competency model: nothing to draw on screen. The
 * PDF when the campaign offers it; otherwise the plain truth that there is nothing more to read
 * here, and whom to ask.
 */
export function WithoutModel({ tests, href }: { tests: ReportTest[]; href: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="6" maxW="xl">
      <Stack gap="2">
        <Heading as="h2" size="md">
          {href ? t('readyForDownload') : t('released.title')}
        </Heading>
        {href ? (
          <Link href={href} download colorPalette="blue" textDecoration="underline" alignSelf="flex-start">
            {t('downloadLink')}
          </Link>
        ) : (
          <>
            <Text>{t('released.noContent')}</Text>
            <Text>{t('released.askHr')}</Text>
          </>
        )}
      </Stack>
      <OwnTests tests={tests} />
    </Stack>
  );
}

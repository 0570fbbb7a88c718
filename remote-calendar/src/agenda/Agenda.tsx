import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { TestStatusRow } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { format } from 'date-fns';
import { enGB, es, it } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { agendaDays } from './schedule';

const LOCALES = { it, en: enGB, es };

/** SPEC §2.10: the campaign's activities on the days they are scheduled. */
export function Agenda({ tests, lang }: { tests: UserTest[]; lang: keyof typeof LOCALES }) {
  const { t } = useTranslation(NS);
  const days = agendaDays(tests);
  if (!days.length) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <Stack gap="6">
      {days.map((day) => (
        <Box as="section" key={day.date?.getTime() ?? 'unscheduled'}>
          <Heading as="h2" size="md" textTransform="capitalize">
            {day.date ? format(day.date, 'EEEE d MMMM yyyy', { locale: LOCALES[lang] }) : t('unscheduled')}
          </Heading>
          <List.Root listStyleType="none" mt="2">
            {day.tests.map((test) => (
              <TestStatusRow key={test.id} test={test} />
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}

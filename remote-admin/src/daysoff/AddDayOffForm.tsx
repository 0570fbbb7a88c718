import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../common/fields';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useSetDayOff } from './api/daysOff';
import { formatDay } from './names';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day the company closes, with the name its people read; the year shown moves to the day's. */
export function AddDayOffForm({ onAdded }: { onAdded(day: string): void }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'daysOff.add' });
  const setDayOff = useSetDayOff();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  /** Refused submits since the last day added: errors show from the first, and each one focuses the first field wrong. */
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempts) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const dayError = attempts && !DAY.test(day) ? t('dayRequired') : undefined;
  const nameError = attempts && !name.trim() ? t('nameRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!DAY.test(day) || !name.trim()) {
      setAttempts((count) => count + 1);
      return;
    }
    setDayOff.mutate(
      { day, off: true, name: name.trim() },
      {
        onSuccess: () => {
          setAdded(t('added', { name: name.trim(), day: formatDay(day, i18n.language) }));
          setDay('');
          setName('');
          setAttempts(0);
          onAdded(day);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="md">
          {t('title')}
        </Heading>
        <Flex gap="4" flexWrap="wrap" alignItems="flex-start">
          <TextField id="day-off-day" type="date" label={t('day')} value={day} onChange={setDay} error={dayError} required maxW="12rem" />
          <TextField id="day-off-name" label={t('name')} helper={t('nameHelp')} value={name} onChange={setName} error={nameError} required />
        </Flex>
        <ServerError error={setDayOff.error} scope="daysOff" />
        <Flex gap="3" alignItems="center" flexWrap="wrap">
          <Button type="submit" loading={setDayOff.isPending} loadingText={t('submit')}>
            {t('submit')}
          </Button>
          <Text role="status">{added ?? ''}</Text>
        </Flex>
      </Stack>
    </form>
  );
}

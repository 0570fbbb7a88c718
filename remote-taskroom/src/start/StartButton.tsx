import { Button } from '@chakra-ui/react/button';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** docs/behaviour.md §2.8: 'Inizia' opens a test; a test already in progress is taken up again with 'Continua'. */
export function StartButton({ test, onStart }: { test: UserTest; onStart(test: UserTest): void }) {
  const { t } = useTranslation(NS);
  const resume = test.status === 'incomplete';
  return (
    <Button
      alignSelf="flex-start"
      colorPalette="brand"
      onClick={() => onStart(test)}
      aria-label={t(resume ? 'continueTest' : 'startTest', { name: test.name })}
    >
      {t(resume ? 'continue' : 'start')}
    </Button>
  );
}

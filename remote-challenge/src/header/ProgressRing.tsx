import { AbsoluteCenter } from '@chakra-ui/react/absolute-center';
import { Box } from '@chakra-ui/react/box';
import { ProgressCircle } from '@chakra-ui/react/progress-circle';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** docs/behaviour.md §2.11: the challenge's progress as a ring with its percentage. */
export function ProgressRing({ percent }: { percent: number }) {
  const { t } = useTranslation(NS);
  return (
    <ProgressCircle.Root value={percent} size="lg" colorPalette="yellow" data-testid="progress-ring" data-value={percent}>
      <ProgressCircle.Circle>
        <ProgressCircle.Track />
        <ProgressCircle.Range />
      </ProgressCircle.Circle>
      <Box srOnly>{t('ring')}</Box>
      <AbsoluteCenter>
        <ProgressCircle.ValueText fontWeight="bold" />
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}

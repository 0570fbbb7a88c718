import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { nextStage, TOUR_STEPS, type TutorialStage } from './tour';

export interface TutorialDialogProps {
  stage: TutorialStage | null;
  onStage(stage: TutorialStage): void;
  /** Any way out (the last button, the close button, Escape): the tutorial counts as seen. */
  onClose(): void;
  /** The campaign's own intro, HTML the server has sanitised. */
  introHtml: string | null;
  /** The explanation video of the campaign, if it has one. */
  videoUrl: string | null;
}

const HIGHLIGHT = 'data-tour-highlight';

/** How the part of the agenda a tour step is about stands out. */
export const TOUR_HIGHLIGHT = { outline: '4px solid', outlineColor: 'orange.400', outlineOffset: '4px' } as const;

/** The part of the agenda a tour step is about is outlined and scrolled into view. */
function useHighlight(target: string | null) {
  useEffect(() => {
    if (!target) return;
    const element = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    element?.setAttribute(HIGHLIGHT, 'true');
    element?.scrollIntoView?.({ block: 'center' });
    return () => element?.removeAttribute(HIGHLIGHT);
  }, [target]);
}

/** The tutorial in its four stages, one dialog whose content follows the stage. */
export function TutorialDialog({ stage, onStage, onClose, introHtml, videoUrl }: TutorialDialogProps) {
  const { t } = useTranslation(NS);
  const step = stage?.stage === 'tour' ? TOUR_STEPS[stage.step]! : null;
  useHighlight(step);
  const advance = () => {
    const next = stage ? nextStage(stage) : null;
    if (next) onStage(next);
    else onClose();
  };

  let title = '';
  let body: React.ReactNode = null;
  let action = '';
  switch (stage?.stage) {
    case 'intro':
      title = t('intro.title');
      body = (
        <>
          <Text>{t('intro.text')}</Text>
          {introHtml ? <Box mt="3" css={{ '& p': { mb: '2' } }} dangerouslySetInnerHTML={{ __html: introHtml }} /> : null}
        </>
      );
      action = t('intro.watch');
      break;
    case 'video':
      title = t('video.title');
      body = (
        <>
          {videoUrl ? (
            <Box asChild w="full" mb="3">
              <video src={videoUrl} controls />
            </Box>
          ) : null}
          <Text>{t('video.text')}</Text>
        </>
      );
      action = t('video.next');
      break;
    case 'tour':
      title = t('tour.title', { step: stage.step + 1, total: TOUR_STEPS.length });
      body = <Text>{t(`tour.steps.${step}`)}</Text>;
      action = t('tour.next');
      break;
    case 'final':
      title = t('final.title');
      body = <Text>{t('final.text')}</Text>;
      action = t('final.start');
      break;
  }

  return (
    <Dialog.Root
      open={stage !== null}
      onOpenChange={({ open }) => (open ? undefined : onClose())}
      placement={stage?.stage === 'tour' ? 'bottom' : 'center'}
      // The tour points at the agenda behind it, and the header stays usable: nothing is blocked.
      modal={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Positioner pointerEvents="none">
          <Dialog.Content pointerEvents="auto" shadow="2xl" borderWidth="1px">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              {stage?.stage === 'tour' && stage.step > 0 ? (
                <Button variant="outline" onClick={() => onStage({ stage: 'tour', step: stage.step - 1 })}>
                  {t('tour.back')}
                </Button>
              ) : null}
              <Button onClick={advance}>{action}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

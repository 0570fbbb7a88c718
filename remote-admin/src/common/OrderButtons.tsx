import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { focusOf } from './orderedList';

interface OrderButtonsProps {
  /** The element's key, which names its buttons for the focus that follows a change (`focusOf`). */
  focusKey: string;
  /** The element's place in its list, from 0. */
  index: number;
  total: number;
  /** The element the buttons act on, said after each button's name to screen readers ("the question 2"). */
  which: string;
  size?: 'xs' | 'sm';
  onMove(direction: -1 | 1): void;
  /** Without it the element cannot be removed and the button is not shown. */
  onRemove?: () => void;
  /** False keeps the button in place, disabled: the list cannot lose its last element. */
  canRemove?: boolean;
}

/** Move up, move down and remove, for one element of an ordered list in an editor. */
export function OrderButtons({ focusKey, index, total, which, size = 'sm', onMove, onRemove, canRemove = true }: OrderButtonsProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'common.order' });
  const hidden = <VisuallyHidden>{` ${which}`}</VisuallyHidden>;
  return (
    <Flex gap="2" wrap="wrap">
      <Button size={size} variant="outline" data-focus={focusOf(focusKey, 'up')} disabled={index === 0} onClick={() => onMove(-1)}>
        {t('up')}
        {hidden}
      </Button>
      <Button size={size} variant="outline" data-focus={focusOf(focusKey, 'down')} disabled={index === total - 1} onClick={() => onMove(1)}>
        {t('down')}
        {hidden}
      </Button>
      {onRemove && (
        <Button size={size} variant="outline" colorPalette="red" data-focus={focusOf(focusKey, 'remove')} disabled={!canRemove} onClick={onRemove}>
          {t('remove')}
          {hidden}
        </Button>
      )}
    </Flex>
  );
}

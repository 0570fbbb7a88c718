import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

/** What an ApprovalItem says, worded by the area from its own catalogue. */
export interface ApprovalItemTexts {
  nominee: string;
  team: string | null;
  /** Whom the nominee would rate. */
  evaluated: string;
  group: string;
  /** How many times the nominee is nominated in the campaign. */
  times: string;
  /** Said when they are nominated more often than the campaign thinks wise; else null. */
  overloaded: string | null;
  /** The reason the nomination was denied or declined, when it was. */
  reason: string | null;
  approve: string;
  deny: string;
  /** A button's name with the people it concerns: every "Approve" of a list would sound alike to a screen reader. */
  actionFor(action: string): string;
}

export interface ApprovalItemProps {
  texts: ApprovalItemTexts;
  /** Where the nomination stands, for one already decided. */
  status?: ReactNode;
  /** Absent for a reader who may not decide, or a nomination already decided: no buttons. */
  onApprove?: () => void;
  onDeny?: () => void;
  /** A decision is on its way: one at a time, so that each refreshes the list before the next. */
  busy: boolean;
}

/**
 * One 360 nomination as an approver weighs it (docs/areas/feedback-360.md, "Nominations"): who
 * would rate whom, in which group, how busy the nominee already is, and the two decisions. The
 * participant's manager and HR meet the same item, each in their own area's words.
 */
export function ApprovalItem({ texts, status, onApprove, onDeny, busy }: ApprovalItemProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }} width="full">
      <Stack gap="0.5" minW="0" overflowWrap="anywhere">
        <Text fontWeight="semibold">{texts.nominee}</Text>
        {texts.team ? (
          <Text fontSize="sm" color="fg.muted">
            {texts.team}
          </Text>
        ) : null}
        <Text fontSize="sm">{texts.evaluated}</Text>
        <Text fontSize="sm">{texts.group}</Text>
        <Text fontSize="sm">{texts.times}</Text>
        {/* Said in words on a tinted box: orange text alone would be too faint on white to read. */}
        {texts.overloaded ? (
          <Alert.Root status="warning" size="sm" mt="1">
            <Alert.Indicator />
            <Alert.Title>{texts.overloaded}</Alert.Title>
          </Alert.Root>
        ) : null}
        {status}
        {texts.reason ? <Text fontSize="sm">{texts.reason}</Text> : null}
      </Stack>
      {onApprove && onDeny ? (
        <Stack direction="row" gap="2" wrap="wrap" flexShrink={0}>
          <Button size="sm" colorPalette="brand" aria-label={texts.actionFor(texts.approve)} disabled={busy} onClick={onApprove}>
            {texts.approve}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={texts.actionFor(texts.deny)} disabled={busy} onClick={onDeny}>
            {texts.deny}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

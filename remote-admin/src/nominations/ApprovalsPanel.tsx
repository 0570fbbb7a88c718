import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import type { Approval, ApprovalsResponse } from '@skillup/shared/api/contract';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useMayEdit } from '../layout/useMayEdit';
import { useApprovals, useDecideNomination } from './api/nominations';
import { ApprovalItem } from './ApprovalItem';
import { DenyDialog } from './DenyDialog';
import { personName } from './personName';

interface WaitingProps {
  campaignId: number;
  answer: ApprovalsResponse;
  /** A closed campaign, or a reader, lists what waits with nothing to press. */
  readOnly: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
}

function Waiting({ campaignId, answer, readOnly, headingRef, headingId }: WaitingProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.approvals' });
  const decide = useDecideNomination(campaignId);
  const [denying, setDenying] = useState<Approval | null>(null);
  const [done, setDone] = useState('');
  const [refocus, setRefocus] = useState(0);
  // A decided nomination leaves the list with the button that had the focus: the heading takes
  // it, after the dialog (if any) has given it back, so the keyboard carries on from the section.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [refocus, headingRef]);

  const waiting = answer.approvals.filter((approval) => approval.status === 'pending');
  const names = (approval: Approval) => ({ nominee: personName(approval.nominee), evaluated: personName(approval.evaluated) });
  const decided = (message: string) => {
    setDone(message);
    setRefocus((count) => count + 1);
  };

  const approve = (approval: Approval) => {
    setDone('');
    decide.mutate(
      { nominationId: approval.id, request: { decision: 'approve' } },
      {
        onSuccess: () => decided(t('approved', names(approval))),
        // Refused because someone decided first, the nomination has left the list all the same.
        onError: () => setRefocus((count) => count + 1),
      },
    );
  };
  const openDeny = (approval: Approval) => {
    setDone('');
    decide.reset();
    setDenying(approval);
  };
  const closeDeny = () => {
    decide.reset();
    setDenying(null);
  };
  const deny = (approval: Approval, reason: string) =>
    decide.mutate(
      { nominationId: approval.id, request: { decision: 'deny', reason } },
      {
        onSuccess: () => {
          setDenying(null);
          decided(t('denied', names(approval)));
        },
      },
    );

  const mayDecide = !readOnly;
  return (
    <Stack gap="3">
      {/* A refused approval says why here; a refused denial says it in its dialog. */}
      {!denying && <ServerError error={decide.error} scope="nominations.approvals" />}
      <Text role="status" fontWeight="medium">
        {done}
      </Text>
      {waiting.length === 0 ? (
        <Text color="fg.muted">{t('empty')}</Text>
      ) : (
        <List.Root listStyleType="none" gap="2" aria-labelledby={headingId}>
          {waiting.map((approval) => (
            <List.Item key={approval.id} borderWidth="1px" borderRadius="md" p="3">
              <ApprovalItem
                approval={approval}
                loadWarning={answer.loadWarning}
                onApprove={mayDecide ? () => approve(approval) : undefined}
                onDeny={mayDecide ? () => openDeny(approval) : undefined}
                busy={decide.isPending}
              />
            </List.Item>
          ))}
        </List.Root>
      )}
      {denying && (
        <DenyDialog
          {...names(denying)}
          pending={decide.isPending}
          error={decide.error}
          onDeny={(reason) => deny(denying, reason)}
          onClose={closeDeny}
        />
      )}
    </Stack>
  );
}

function ApprovalsList(props: Omit<WaitingProps, 'answer'>) {
  const approvals = useApprovals(props.campaignId);
  return <RequestContent request={approvals}>{(answer) => <Waiting {...props} answer={answer} />}</RequestContent>;
}

/**
 * docs/areas/feedback-360.md, "Nominations": HR approves every participant's nominations, as
 * the manager does when the campaign has managers approve. A reader (a superassessor) sees
 * what waits and decides nothing.
 */
export function ApprovalsPanel({ campaignId, closed }: { campaignId: number; closed: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.approvals' });
  const mayEdit = useMayEdit();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h4" size="md" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      {(!mayEdit || closed) && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{mayEdit ? t('closed') : t('readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <ApprovalsList campaignId={campaignId} readOnly={closed || !mayEdit} headingRef={headingRef} headingId={headingId} />
    </Stack>
  );
}

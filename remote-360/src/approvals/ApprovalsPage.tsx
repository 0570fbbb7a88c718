import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ReasonDialog, RequestContent } from '@skillup/shared';
import type { Approval, ApprovalsResponse } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprovals, useDecide } from '../api/nominations';
import { ActionError } from '../common/ActionError';
import { NS } from '../i18n';
import { ApprovalItem, personName } from './ApprovalItem';

function Approvals({ campaignId, answer }: { campaignId: number; answer: ApprovalsResponse }) {
  const { t } = useTranslation(NS);
  const decide = useDecide(campaignId);
  const [denying, setDenying] = useState<Approval | null>(null);
  const [error, setError] = useState<unknown>(null);
  const waiting = answer.approvals.filter((approval) => approval.status === 'pending');
  const decided = answer.approvals.filter((approval) => approval.status !== 'pending');

  const approve = (approval: Approval) => {
    setError(null);
    decide.mutate({ approval, request: { decision: 'approve' } }, { onError: setError });
  };
  const deny = (reason: string) => {
    if (!denying) return;
    decide.mutate({ approval: denying, request: { decision: 'deny', reason } }, { onSuccess: () => setDenying(null) });
  };
  const openDeny = (approval: Approval) => {
    setError(null);
    decide.reset();
    setDenying(approval);
  };

  return (
    <Stack gap="4">
      <ActionError error={error} />
      <Stack as="section" aria-labelledby="approvals-waiting" gap="3">
        <Heading as="h3" size="md" id="approvals-waiting">
          {t('approvals.waiting')}
        </Heading>
        {waiting.length === 0 ? (
          <Text color="fg.muted">{t('approvals.none')}</Text>
        ) : (
          <List.Root listStyleType="none" gap="2" aria-labelledby="approvals-waiting">
            {waiting.map((approval) => (
              <List.Item key={approval.id} borderWidth="1px" borderRadius="md" p="3">
                <ApprovalItem
                  approval={approval}
                  loadWarning={answer.loadWarning}
                  onApprove={() => approve(approval)}
                  onDeny={() => openDeny(approval)}
                  busy={decide.isPending}
                />
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      {decided.length > 0 ? (
        <Stack as="section" aria-labelledby="approvals-decided" gap="3">
          <Heading as="h3" size="md" id="approvals-decided">
            {t('approvals.decided')}
          </Heading>
          <List.Root listStyleType="none" gap="2" aria-labelledby="approvals-decided">
            {decided.map((approval) => (
              <List.Item key={approval.id} borderWidth="1px" borderRadius="md" p="3">
                <ApprovalItem approval={approval} loadWarning={answer.loadWarning} busy={false} />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      {denying ? (
        <ReasonDialog
          labels={{
            title: t('approvals.denyTitle', { name: personName(denying.nominee) }),
            description: t('approvals.denyText', { name: personName(denying.evaluated) }),
            reason: t('reason.label'),
            reasonMissing: t('reason.missing'),
            cancel: t('reason.cancel'),
            confirm: t('approvals.denyConfirm'),
          }}
          pending={decide.isPending}
          error={<ActionError error={decide.error} />}
          onConfirm={deny}
          onClose={() => setDenying(null)}
        />
      ) : null}
    </Stack>
  );
}

/** docs/areas/feedback-360.md, "Nominations": the approver decides on the raters the people they approve for proposed. */
export function ApprovalsPage({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS);
  const approvals = useApprovals(campaignId);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('approvals.title')}
      </Heading>
      <RequestContent request={approvals}>{(answer) => <Approvals campaignId={campaignId} answer={answer} />}</RequestContent>
    </Stack>
  );
}

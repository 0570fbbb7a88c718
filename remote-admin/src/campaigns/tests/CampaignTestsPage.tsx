import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent, YesNoDialog } from '@skillup/shared';
import type { AdminActivity, AdminTest } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { useActivities } from '../api/catalogue';
import { useAddTest, useEditTest, useOrderTests, useRemoveTest } from '../api/tests';
import { useLoadedCampaign } from '../CampaignFrame';
import { controlOf, TestItem, testName } from './TestItem';
import { TestForm } from './TestForm';
import { createRequestOf, emptyTest, testValuesOf, updateRequestOf } from './testValues';

/**
 * Where the focus goes once the list shows the change: a control of a test (the first of
 * `controls` enabled, once the list is in `order` when one is given), the add button, or the heading.
 */
type FocusTarget = { testId: number; controls: readonly ('up' | 'down' | 'edit')[]; order?: string } | 'add' | 'heading';

const orderOf = (tests: readonly { id: number }[]) => tests.map((test) => test.id).join(',');

function TestsEditor({ activities }: { activities: readonly AdminActivity[] }) {
  const { t, i18n } = useTranslation(NS);
  const { campaign, tests } = useLoadedCampaign();
  const editable = useMayEdit();
  const calendar = campaign.theme === 'calendar';
  const campaignLanguages = campaign.languages.map((language) => language.lang);
  const add = useAddTest(campaign.id);
  const edit = useEditTest(campaign.id);
  const order = useOrderTests(campaign.id);
  const remove = useRemoveTest(campaign.id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The test asked about stays named in the dialog while it closes.
  const [removing, setRemoving] = useState<AdminTest | null>(null);
  const [askingRemoval, setAskingRemoval] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'add') addRef.current?.focus();
    else if (focusTarget === 'heading') headingRef.current?.focus();
    else {
      // The cache's new order reaches this page a render after the answer: wait for it.
      if (focusTarget.order !== undefined && focusTarget.order !== orderOf(tests)) return;
      const controls = focusTarget.controls.map((control) =>
        listRef.current?.querySelector<HTMLButtonElement>(`[data-control="${controlOf(focusTarget.testId, control)}"]`),
      );
      controls.find((control) => control && !control.disabled)?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, tests, editing]);

  const clearErrors = () => {
    order.reset();
    remove.reset();
  };

  const move = (test: AdminTest, direction: -1 | 1) => {
    if (order.isPending) return;
    const index = tests.findIndex((other) => other.id === test.id);
    const ids = tests.map((other) => other.id);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    clearErrors();
    order.mutate(ids, {
      onSuccess: (moved) => {
        setAnnouncement(t('campaigns.tests.moved', { name: testName(test, i18n.language), position: target + 1 }));
        setFocusTarget({ testId: test.id, controls: direction < 0 ? ['up', 'down'] : ['down', 'up'], order: orderOf(moved) });
      },
    });
  };

  const startEditing = (target: number | 'new') => {
    add.reset();
    edit.reset();
    clearErrors();
    setEditing(target);
  };

  const stopEditing = (focus: FocusTarget) => {
    setEditing(null);
    setFocusTarget(focus);
  };

  return (
    <Stack gap="4">
      <Heading as="h3" size="lg" ref={headingRef} tabIndex={-1} outline="none">
        {t('campaigns.tests.title')}
      </Heading>
      <Text color="fg.muted">{t('campaigns.tests.intro')}</Text>
      <Text role="status">{announcement}</Text>
      <ServerError error={remove.error ?? order.error} scope="campaigns" />
      {tests.length === 0 && <Text>{t('campaigns.tests.empty')}</Text>}
      <Stack asChild gap="3" listStyleType="none">
        <ol ref={listRef} aria-label={t('campaigns.tests.listLabel')}>
          {tests.map((test, index) => (
            <li key={test.id}>
              {editing === test.id ? (
                <TestForm
                  title={t('campaigns.tests.form.editTitle', { name: testName(test, i18n.language) })}
                  initial={testValuesOf(test)}
                  test={test}
                  others={tests.filter((other) => other.id !== test.id)}
                  activities={activities}
                  campaignLanguages={campaignLanguages}
                  calendar={calendar}
                  pending={edit.isPending}
                  serverError={edit.error}
                  onCancel={() => stopEditing({ testId: test.id, controls: ['edit'] })}
                  onSubmit={(values) =>
                    edit.mutate(
                      { testId: test.id, request: updateRequestOf(values, test, calendar) },
                      {
                        onSuccess: () => {
                          setAnnouncement(t('campaigns.tests.saved', { name: testName(test, i18n.language) }));
                          stopEditing({ testId: test.id, controls: ['edit'] });
                        },
                      },
                    )
                  }
                />
              ) : (
                <TestItem
                  test={test}
                  all={tests}
                  activities={activities}
                  first={index === 0}
                  last={index === tests.length - 1}
                  editable={editable}
                  onMove={(direction) => move(test, direction)}
                  onEdit={() => startEditing(test.id)}
                  onRemove={() => {
                    clearErrors();
                    setRemoving(test);
                    setAskingRemoval(true);
                  }}
                />
              )}
            </li>
          ))}
        </ol>
      </Stack>
      {editable && editing === 'new' && (
        <TestForm
          title={t('campaigns.tests.form.newTitle')}
          initial={emptyTest()}
          others={tests}
          activities={activities}
          campaignLanguages={campaignLanguages}
          calendar={calendar}
          pending={add.isPending}
          serverError={add.error}
          onCancel={() => stopEditing('add')}
          onSubmit={(values) =>
            add.mutate(createRequestOf(values, calendar), {
              onSuccess: (added) => {
                setAnnouncement(t('campaigns.tests.added', { name: testName(added, i18n.language) }));
                stopEditing('add');
              },
            })
          }
        />
      )}
      {editable && editing !== 'new' && (
        <Box>
          <Button ref={addRef} colorPalette="brand" onClick={() => startEditing('new')}>
            {t('campaigns.tests.add')}
          </Button>
        </Box>
      )}
      {removing && (
        <YesNoDialog
          open={askingRemoval}
          title={t('campaigns.tests.removeTitle', { name: testName(removing, i18n.language) })}
          text={t('campaigns.tests.removeText')}
          onNo={() => setAskingRemoval(false)}
          onYes={() => {
            const test = removing;
            setAskingRemoval(false);
            remove.mutate(test.id, {
              onSuccess: () => {
                setAnnouncement(t('campaigns.tests.removed', { name: testName(test, i18n.language) }));
                setFocusTarget('heading');
              },
            });
          }}
        />
      )}
    </Stack>
  );
}

/** docs/areas/admin.md, "Campaigns": the tests of a campaign, from the catalogue of activities, in their order. */
export function CampaignTestsPage() {
  const activities = useActivities();
  return <RequestContent request={activities}>{(list) => <TestsEditor activities={list} />}</RequestContent>;
}

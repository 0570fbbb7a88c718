import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { NOMINATION_GROUPS, type NominationGroup } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../common/fields';
import { NS } from '../i18n';
import { fieldId, type SettingsDraft } from './values';

type Limits = SettingsDraft['limits'];

/**
 * The minimum and the maximum of each group, side by side even on a phone (two short numbers
 * fit); each label names its group, so that a field heard alone still says which one it is.
 */
export function GroupLimitsFields({
  limits,
  errorOf,
  onChange,
}: {
  limits: Limits;
  /** What is wrong with a field, by its id, in the interface language. */
  errorOf(id: string): string | undefined;
  onChange(change: (current: Limits) => Limits): void;
}) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations' });
  const set = (group: NominationGroup, bound: 'min' | 'max', value: string) =>
    onChange((current) => ({ ...current, [group]: { ...current[group], [bound]: value } }));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t('settings.limits')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('settings.limitsHelp')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 2, lg: 6 }} columnGap="4" rowGap="3" mt="2" alignItems="start">
        {NOMINATION_GROUPS.flatMap((group) =>
          (['min', 'max'] as const).map((bound) => (
            <TextField
              key={`${group}-${bound}`}
              id={fieldId.limit(group, bound)}
              type="number"
              inputMode="numeric"
              label={t(`settings.${bound}`, { group: t(`group.${group}`) })}
              value={limits[group][bound]}
              error={errorOf(fieldId.limit(group, bound))}
              onChange={(value) => set(group, bound, value)}
            />
          )),
        )}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

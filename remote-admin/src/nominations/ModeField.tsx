import { Fieldset } from '@chakra-ui/react/fieldset';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import type { NominationMode } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const MODES: readonly NominationMode[] = ['hr', 'manager', 'auto'];

/**
 * Who nominates, one of three. Each choice is named by its label alone (what a person says to
 * pick it); what it means is said once below, for the one chosen.
 */
export function ModeField({ mode, disabled, onChange }: { mode: NominationMode; disabled: boolean; onChange(mode: NominationMode): void }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.settings' });
  const legendId = useId();
  const helpId = useId();
  return (
    <Fieldset.Root>
      <Fieldset.Legend id={legendId} fontWeight="medium">
        {t('mode')}
      </Fieldset.Legend>
      <RadioGroup.Root
        name="nomination-mode"
        aria-labelledby={legendId}
        aria-describedby={helpId}
        value={mode}
        disabled={disabled}
        onValueChange={(details) => {
          const chosen = MODES.find((other) => other === details.value);
          if (chosen) onChange(chosen);
        }}
        mt="2"
      >
        <Stack gap="3">
          {MODES.map((option) => (
            <RadioGroup.Item key={option} value={option} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>{t(`modes.${option}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Fieldset.HelperText id={helpId}>{t(`modeHelp.${mode}`)}</Fieldset.HelperText>
    </Fieldset.Root>
  );
}

import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { passwordChecklist, RULE_VALUES } from './passwordRules';

function Rule({ met, label, state }: { met: boolean | null; label: string; state: string }) {
  return (
    <List.Item display="flex" gap="2" alignItems="baseline" color={met ? 'fg' : 'fg.muted'} data-met={met ?? undefined}>
      <span aria-hidden="true">{met ? '✓' : '○'}</span>
      <span>
        {label}
        <VisuallyHidden>{`: ${state}`}</VisuallyHidden>
      </span>
    </List.Item>
  );
}

/**
 * docs/behaviour.md §2.5: every rule the server applies, ticked as the person types. Whether
 * the password appears among leaked ones only the server can tell, when it is sent.
 */
export function PasswordHint({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" fontSize="sm" id={id}>
      <Text color="fg.muted">{t('newPassword.info')}</Text>
      <List.Root listStyleType="none" gap="1" aria-label={t('newPassword.info')}>
        {passwordChecklist(password).map(({ rule, met }) => (
          <Rule key={rule} met={met} label={t(`newPassword.hint.${rule}`, RULE_VALUES)} state={t(met ? 'newPassword.met' : 'newPassword.unmet')} />
        ))}
        <Rule met={null} label={t('newPassword.hint.uncompromised')} state={t('newPassword.atSubmit')} />
      </List.Root>
    </Stack>
  );
}

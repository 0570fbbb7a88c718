import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { isMobileAtom, sessionUserAtom } from '@skillup/shared/state';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCampaignList } from '../campaigns/campaignListQuery';
import { useLogout } from '../session/useLogout';
import { LogoutIcon, SwapIcon } from './icons';
import { UserAvatar } from './UserAvatar';
import { accountWidgetOpenAtom } from './accountWidgetOpen';

/**
 * docs/behaviour.md §2.2: the account page (§2.17), Change Campaign (with more than one campaign) and Logout, in a menu on
 * desktop and as icon buttons on mobile; a close button instead on the screens that have one.
 */
export function AccountWidget({ closeTo }: { closeTo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(sessionUserAtom);
  const campaigns = useCampaignList().data;
  const isMobile = useAtomValue(isMobileAtom);
  const [open, setOpen] = useAtom(accountWidgetOpenAtom);
  const logout = useLogout();
  const canChange = (campaigns?.length ?? 0) > 1;

  if (closeTo) {
    return <CloseButton aria-label={t('header.close')} onClick={() => void navigate(closeTo)} />;
  }

  if (isMobile) {
    return (
      <Flex align="center" gap="1">
        <IconButton variant="ghost" size="sm" aria-label={t('header.yourAccount')} onClick={() => void navigate('/account')}>
          <UserAvatar isMobile />
        </IconButton>
        {canChange ? (
          <IconButton variant="ghost" size="sm" aria-label={t('header.changeCampaign')} onClick={() => void navigate('/select-campaign')}>
            <SwapIcon />
          </IconButton>
        ) : null}
        <IconButton variant="ghost" size="sm" aria-label={t('actions.logout')} onClick={() => void logout()}>
          <LogoutIcon />
        </IconButton>
      </Flex>
    );
  }

  return (
    <Menu.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name it shows comes first in the name it is announced by (WCAG 2.5.3). */}
        <Button
          variant="ghost"
          aria-label={user ? `${user.firstName} ${user.lastName}, ${t('header.account')}` : t('header.account')}
          gap="3"
          px="2"
          h="auto"
          py="1"
        >
          {user ? `${user.firstName} ${user.lastName}` : null}
          <UserAvatar isMobile={false} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="account" onClick={() => void navigate('/account')}>
              {t('header.yourAccount')}
            </Menu.Item>
            {canChange ? (
              <Menu.Item value="change-campaign" onClick={() => void navigate('/select-campaign')}>
                {t('header.changeCampaign')}
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout" onClick={() => void logout()}>
              {t('actions.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

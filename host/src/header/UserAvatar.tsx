import { Avatar } from '@chakra-ui/react/avatar';
import type { User } from '@skillup/shared/api/contract';

/** docs/behaviour.md §2.2: 25 px on mobile, 40 px on desktop. */
export const AVATAR_SIZE = { mobile: '25px', desktop: '40px' } as const;

export function UserAvatar({ user, isMobile }: { user: User | null; isMobile: boolean }) {
  const name = user ? `${user.firstName} ${user.lastName}` : undefined;
  const size = isMobile ? AVATAR_SIZE.mobile : AVATAR_SIZE.desktop;
  return (
    <Avatar.Root aria-hidden boxSize={size} fontSize={isMobile ? '2xs' : 'sm'} colorPalette="brand" data-testid="user-avatar" data-size={size}>
      <Avatar.Fallback name={name} />
    </Avatar.Root>
  );
}

import { Avatar } from '@chakra-ui/react/avatar';

/** docs/behaviour.md §2.2: 25 px on mobile, 40 px on desktop. */
export const AVATAR_SIZE = { mobile: '25px', desktop: '40px' } as const;

export function UserAvatar({ isMobile }: { isMobile: boolean }) {
  const size = isMobile ? AVATAR_SIZE.mobile : AVATAR_SIZE.desktop;
  return (
    <Avatar.Root boxSize={size} fontSize={isMobile ? '2xs' : 'sm'} colorPalette="brand" data-testid="user-avatar" data-size={size}>
      {/* An icon, not initials: the button it sits in is named by the name it shows (WCAG 2.5.3). */}
      <Avatar.Fallback />
    </Avatar.Root>
  );
}

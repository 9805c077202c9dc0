import { useState } from 'react';
import { UserRound } from 'lucide-react';
import styled from 'styled-components';
import { thumbnailUrl, type StoredUser } from 'shared-contracts';

const AvatarImage = styled.img`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The profile photo, or an icon when the user has none. */
export function Avatar({ user }: { user: StoredUser }) {
  const [broken, setBroken] = useState(false);
  if (user.ProfileImage && !broken) {
    return (
      <AvatarImage
        src={thumbnailUrl(user.ProfileImage)}
        alt=""
        data-testid="profile-photo"
        onError={() => setBroken(true)}
      />
    );
  }
  return <UserRound size={21} strokeWidth={1.5} aria-hidden="true" data-testid="profile-icon" />;
}

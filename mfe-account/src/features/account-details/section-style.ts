import styled from 'styled-components';

/** A titled part of My Profile below the profile form, set apart by a rule. */
export const ProfileSection = styled.section`
  margin-top: 48px;
  padding-top: 28px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 20px;
    margin-bottom: 6px;
  }
  p.lead {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 18px;
    max-width: 560px;
  }
`;

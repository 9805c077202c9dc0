import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { PageContainer, TEXT } from 'shared-contracts';

const Wrapper = styled.section`
  text-align: center;
  padding: 64px 16px;
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 32px;
  }
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 96px;
  line-height: 1;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.accent} !important;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 28px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  text-decoration: none;
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 13px;
  font-weight: 600;
`;

export function NotFoundPage() {
  return (
    <PageContainer>
      <Wrapper>
        <Code aria-hidden="true">404</Code>
        <h1>{TEXT.notFoundTitle}</h1>
        <p>{TEXT.notFoundText}</p>
        <HomeLink to="/" role="button">
          {TEXT.goHome}
        </HomeLink>
      </Wrapper>
    </PageContainer>
  );
}

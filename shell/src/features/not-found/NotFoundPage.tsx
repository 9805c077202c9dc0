import { Link } from 'shared-contracts';
import styled from 'styled-components';
import { PageContainer, useCommonText } from 'shared-contracts';

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
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 15px;
  }
`;

export function NotFoundPage() {
  const t = useCommonText();
  return (
    <PageContainer>
      <Wrapper>
        <Code aria-hidden="true">404</Code>
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <HomeLink to="/" role="button">
          {t('goHome')}
        </HomeLink>
      </Wrapper>
    </PageContainer>
  );
}

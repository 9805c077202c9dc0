import styled from 'styled-components';
import { PageContainer, Skeleton } from 'shared-contracts';
import { useShellText } from '../i18n/messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 24px;
  margin-top: 24px;
`;

/** A card's text lines, each below the one before (in a rule: a page's policy allows no style attribute). */
const TitleLine = styled(Skeleton)`
  margin-top: 12px;
`;
const PriceLine = styled(Skeleton)`
  margin-top: 8px;
`;

/** What a page looks like while its remote loads: the shape of the content, never a blank. */
export function PageSkeleton() {
  const t = useShellText();
  return (
    <PageContainer aria-busy="true" aria-label={t('loadingPage')}>
      <Skeleton $height="36px" $width="40%" />
      <Grid>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <Skeleton $height="260px" />
            <TitleLine $height="14px" $width="70%" />
            <PriceLine $height="14px" $width="40%" />
          </div>
        ))}
      </Grid>
    </PageContainer>
  );
}

import styled from 'styled-components';
import { Button, Notice, Skeleton } from 'shared-contracts';
import { useReleasesQuery } from '../../api/release-endpoints';
import { AdminFrame } from '../frame/AdminFrame';
import { PageHeader } from '../../shared/PageHeader';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { RemoteCard } from './RemoteCard';
import { RELEASE_TEXT } from './texts';

/** Health reports and automatic rollbacks show up without a reload while the screen is open. */
const REFRESH_MS = 15_000;

const Cards = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    gap: 16px;
  }
`;

const Failure = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

/** Every remote's live version, canary, versions and history, with the actions they allow. */
function Releases() {
  const query = useReleasesQuery(undefined, { pollingInterval: REFRESH_MS });
  useQueryFailure(query.error, (error) => console.error('Error fetching the releases:', error));
  const state = loadStateOf(query);
  const remotes = Array.isArray(query.data) ? query.data : [];
  return (
    <>
      <PageHeader title={RELEASE_TEXT.title} lead={RELEASE_TEXT.lead} />
      {state === 'error' && (
        <Failure $tone="error">
          <span>{RELEASE_TEXT.loadFailed}</span>
          <Button type="button" $variant="ghost" $small onClick={query.refetch}>
            {RELEASE_TEXT.retry}
          </Button>
        </Failure>
      )}
      {state === 'loading' && remotes.length === 0 && (
        <Cards aria-busy="true">
          <Skeleton $height="420px" />
          <Skeleton $height="420px" />
        </Cards>
      )}
      {remotes.length > 0 && (
        <Cards aria-busy={state === 'loading' || undefined}>
          {remotes.map((entry) => (
            <RemoteCard key={entry.remote} entry={entry} />
          ))}
        </Cards>
      )}
    </>
  );
}

export function ReleasesPage() {
  return (
    <AdminFrame>
      <Releases />
    </AdminFrame>
  );
}

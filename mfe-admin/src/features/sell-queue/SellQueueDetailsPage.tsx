import { Link, useParams } from 'shared-contracts';
import { ADMIN_ERRORS } from 'shared-contracts/admin-text';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import {
  errorMessageOf,
  imagesOf,
  Notice,
  Skeleton,
  useNotify,
  type QueueEntry,
} from 'shared-contracts';
import { useQueueDetailsQuery } from '../../api';
import { Facts } from '../../shared/Section';
import { AdminFrame } from '../frame/AdminFrame';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { ImageCarousel } from './ImageCarousel';
import { PricePanel } from './PricePanel';
import { QUEUE_TEXT } from './texts';
import { useQueueDecision } from './use-queue-decision';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    gap: 28px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 24px;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 6px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  font-size: clamp(26px, 3vw, 36px);
  margin: 0 0 12px;
`;

const Description = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

function Details({ entry }: { entry: QueueEntry }) {
  const decision = useQueueDecision(entry.QueueID);
  const facts: [string, string][] = [
    // The quantity reads 'N pieces', for one piece too.
    ['Quantity', `${entry.Quantity} pieces`],
    ['Brand', entry.BrandName || '—'],
    ['Category', entry.CategoryName || '—'],
    ['Colour', entry.ColorName || '—'],
  ];
  return (
    <Grid>
      <ImageCarousel images={imagesOf(entry)} name={entry.ProductName} />
      <div>
        <Eyebrow>
          Submission #{entry.QueueID}
          {entry.UserName ? ` · ${entry.UserName}` : ''}
        </Eyebrow>
        <Title>{entry.ProductName}</Title>
        <Description>{entry.productDescription}</Description>
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        <PricePanel
          initialPrice={Number(entry.Price) || 0}
          initialConditionId={entry.ConditionID}
          busy={decision.busy}
          done={decision.done}
          onApprove={decision.approve}
          onIgnore={decision.ignore}
        />
      </div>
    </Grid>
  );
}

function QueueDetails() {
  const { id = '' } = useParams();
  const queueId = Number(id);
  const notify = useNotify();
  const query = useQueueDetailsQuery(queueId);
  useQueryFailure(query.error, (error) => {
    console.error(ADMIN_ERRORS.queueDetails, error);
    const message = errorMessageOf(error, '');
    notify.error(message ? `${ADMIN_ERRORS.queueDetails} ${message}` : ADMIN_ERRORS.queueDetails);
  });
  const result = { state: loadStateOf(query) };
  const entry = result.state === 'ready' && Array.isArray(query.data) ? query.data[0] : undefined;
  return (
    <>
      <Back to="/ShowSellQueue">
        <ArrowLeft size={14} aria-hidden="true" />
        {QUEUE_TEXT.backToQueue}
      </Back>
      {result.state === 'loading' && (
        <Grid aria-busy="true">
          <Skeleton $height="420px" />
          <div>
            <Skeleton $height="14px" $width="140px" />
            <Skeleton $height="34px" $width="70%" style={{ margin: '12px 0 20px' }} />
            <Skeleton $height="80px" />
          </div>
        </Grid>
      )}
      {result.state === 'error' && <Notice $tone="error">{QUEUE_TEXT.detailsFailed}</Notice>}
      {result.state === 'ready' && !entry && <Notice $tone="info">{QUEUE_TEXT.notFound}</Notice>}
      {entry && <Details entry={entry} />}
    </>
  );
}

export function SellQueueDetailsPage() {
  return (
    <AdminFrame>
      <QueueDetails />
    </AdminFrame>
  );
}

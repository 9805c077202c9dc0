import { ArrowLeft, FileClock, FileX, Printer } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  errorMessageOf,
  localizeMessage,
  PageContainer,
  PageTitle,
  selectUser,
  Skeleton,
  useAppSelector,
  useCommonText,
  useParams,
} from 'shared-contracts';
import { httpErrorOf, skipToken, useLoggedError } from 'shared-contracts/queries';
import { useInvoiceQuery } from '../../api';
import { BackLink } from '../../app/BackLink';
import { SignInPrompt } from '../../app/SignInPrompt';
import { useAccountText } from '../../i18n/messages';
import { InvoiceDocument } from './InvoiceDocument';
import { Paper } from './InvoiceDocument.styles';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  max-width: 880px;
  margin: 0 auto 20px;
`;

const Message = styled.section`
  max-width: 480px;
  margin: 48px auto;
  padding: 40px 32px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  h1 {
    margin: 16px 0 8px;
    font-size: 24px;
  }
  p {
    margin: 0 0 8px;
  }
  p:last-of-type {
    margin-bottom: 24px;
  }
  ${({ theme }) => theme.media.mobile} {
    margin: 24px auto;
    padding: 32px 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/** An order id from the route: a positive whole number, or undefined. */
function orderIdOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function InvoiceSkeleton() {
  const t = useAccountText();
  return (
    <Paper aria-busy="true" aria-label={t('invoiceLoading')}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 24 }}>
        <div style={{ flex: 1 }}>
          <Skeleton $height="26px" $width="45%" />
          <Skeleton $height="12px" $width="60%" style={{ marginTop: 12 }} />
        </div>
        <Skeleton $height="30px" $width="30%" />
      </div>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} $height="16px" style={{ marginTop: 32 }} />
      ))}
    </Paper>
  );
}

/**
 * The tax invoice of one of the signed-in user's orders (/orders/:OrderID/invoice), printable
 * alone. An order not paid yet has none (409); another's, or none, is not available (404).
 */
export function InvoicePage() {
  const { OrderID } = useParams<{ OrderID: string }>();
  const user = useAppSelector(selectUser);
  const id = orderIdOf(OrderID);
  const query = useInvoiceQuery(user && id !== undefined ? id : skipToken);
  const t = useAccountText();
  const common = useCommonText();
  const status = (query.error as { status?: number } | undefined)?.status;
  // Not paid yet and not found are answers, not failures worth a log line.
  useLoggedError(
    status === 409 || status === 404 ? undefined : query.error,
    'Error fetching the invoice:',
  );

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{t('taxInvoice')}</PageTitle>
        <SignInPrompt title={t('ordersSignInTitle')} text={t('ordersSignInText')} />
      </PageContainer>
    );
  }

  // An order that is not the user's (404) has no page to go back to.
  const back =
    id !== undefined && status !== 404 ? (
      <BackLink to={`/orders/${id}`}>
        <ArrowLeft size={14} aria-hidden="true" />
        {t('backToOrder', { id })}
      </BackLink>
    ) : (
      <BackLink to="/orders">
        <ArrowLeft size={14} aria-hidden="true" />
        {t('backToMyOrders')}
      </BackLink>
    );

  let body;
  if (query.currentData) {
    body = <InvoiceDocument invoice={query.currentData} />;
  } else if (id !== undefined && (query.isLoading || query.isFetching)) {
    body = <InvoiceSkeleton />;
  } else if (status === 409) {
    body = (
      <Message role="status">
        <FileClock size={40} strokeWidth={1.2} aria-hidden="true" />
        <h1>{t('taxInvoice')}</h1>
        <p>{t('invoiceNotYet')}</p>
      </Message>
    );
  } else {
    // No answer, or the server's own trouble: asking again may help; a 404 will not change.
    const asked = id !== undefined;
    const retryable = asked && (!status || status >= 500);
    const reason = asked ? errorMessageOf(httpErrorOf(query.error), '') : '';
    const detail = reason ? localizeMessage(reason) : asked && !status ? common('network') : '';
    body = (
      <Message role="alert">
        <FileX size={40} strokeWidth={1.2} aria-hidden="true" />
        <h1>{t('invoiceUnavailable')}</h1>
        {detail && <p data-testid="invoice-error">{detail}</p>}
        {retryable && (
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Actions>
        )}
      </Message>
    );
  }

  return (
    <PageContainer>
      <Toolbar>
        {back}
        {query.currentData && (
          <Button type="button" $variant="secondary" $small onClick={() => window.print()}>
            <Printer size={15} aria-hidden="true" />
            {t('print')}
          </Button>
        )}
      </Toolbar>
      {body}
    </PageContainer>
  );
}

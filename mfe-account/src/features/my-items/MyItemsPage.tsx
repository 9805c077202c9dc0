import { useEffect, useMemo, useRef } from 'react';
import { PackageOpen } from 'lucide-react';
import { Link, Navigate, useParams } from 'shared-contracts';
import styled from 'styled-components';
import {
  Button,
  MY_ITEMS_TABS,
  PageContainer,
  PageTitle,
  Skeleton,
  localName,
  selectUser,
  useAppSelector,
  useLanguage,
  type MyItemsTab,
  type Product,
  type Sale,
} from 'shared-contracts';
import { skipToken, useLoggedError } from 'shared-contracts/queries';
import { useArchivedItemsQuery, useOwnItemsQuery, useSalesQuery } from '../../api';
import { SignInPrompt } from '../../app/SignInPrompt';
import { ItemRow } from './ItemRow';
import { itemsForTab, salesByProduct, tabFromRoute } from './my-items';
import { SaleList } from './SaleList';
import { EmptyState } from '../../app/page-states';
import { textOf, useAccountText } from '../../i18n/messages';

/** The empty text of each tab. */
const EMPTY_KEYS = {
  Available: 'myItemsEmptyAvailable',
  Submitted: 'myItemsEmptySubmitted',
  OnSale: 'myItemsEmptyOnSale',
  Sold: 'myItemsEmptySold',
  Archived: 'myItemsEmptyArchived',
} as const satisfies Record<MyItemsTab, string>;

const Tabs = styled.nav`
  position: relative;
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 8px;
  overflow-x: auto;
  scrollbar-width: none;
  ${({ theme }) => theme.media.mobile} {
    margin: 0 -16px 8px;
    padding: 0 16px;
  }
`;

const Tab = styled(Link)<{ $active: boolean }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 14px 16px 12px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.muted)};
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.ink : 'transparent')};
  margin-bottom: -1px;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 12px 10px 10px;
    letter-spacing: 0.08em;
    gap: 6px;
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 1px 7px;
  border-radius: 999px;
  font-size: 11px;
  letter-spacing: 0;
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
`;

const Lead = styled.p`
  margin: -12px 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

function ListSkeleton() {
  const t = useAccountText();
  return (
    <div aria-busy="true" aria-label={t('itemsLoading')}>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          style={{ display: 'flex', gap: 20, padding: '16px 4px', alignItems: 'center' }}
        >
          <Skeleton $height="72px" $width="72px" />
          <div style={{ flex: 1 }}>
            <Skeleton $height="16px" $width="40%" />
            <Skeleton $height="12px" $width="20%" style={{ marginTop: 10 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

const NONE: Product[] = [];
const NO_SALES: Sale[] = [];

/** The user's items of both answers; a failed one is only logged and counts as empty. */
function useOwnItems(userId: number | undefined) {
  const arg = userId ?? skipToken;
  const language = useLanguage();
  const own = useOwnItemsQuery(userId === undefined ? skipToken : { userId, language });
  const archived = useArchivedItemsQuery(arg);
  useLoggedError(own.error, 'Error fetching your items:');
  useLoggedError(archived.error, 'Error fetching archived items:');
  const sold = useSalesQuery(userId === undefined ? skipToken : undefined);
  useLoggedError(sold.error, 'Error fetching your sales:');
  const loading = userId === undefined || own.isFetching || archived.isFetching || sold.isFetching;
  const ownItems = own.isError ? NONE : (own.data ?? NONE);
  const archivedItems = archived.isError ? NONE : (archived.data ?? NONE);
  const saleList = sold.isError ? NO_SALES : (sold.data ?? NO_SALES);
  const items = useMemo(() => [...ownItems, ...archivedItems], [ownItems, archivedItems]);
  const sales = useMemo(() => salesByProduct(saleList), [saleList]);
  const soldIds = useMemo(() => new Set(sales.keys()), [sales]);
  return { loading, items, sales, soldIds };
}

/** My Items (/userDetails/:category): the user's own items by status. */
export function MyItemsPage() {
  const { category } = useParams<{ category?: string }>();
  const user = useAppSelector(selectUser);
  const { loading, items, sales, soldIds } = useOwnItems(user?.UserID);
  const tab = tabFromRoute(category);
  const tabsRef = useRef<HTMLElement>(null);
  const t = useAccountText();

  // On narrow screens the tab strip scrolls: keep the active tab in view. Measured on screen, so
  // it holds in both directions (scrollLeft counts from the right edge in right-to-left).
  useEffect(() => {
    const list = tabsRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && active) {
      const box = list.getBoundingClientRect();
      const at = active.getBoundingClientRect();
      list.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2);
    }
  }, [tab, loading]);

  if (!tab) return <Navigate to="/userDetails/Available" replace />;

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{t('myItems')}</PageTitle>
        <SignInPrompt title={t('itemsSignInTitle')} text={t('itemsSignInText')} />
      </PageContainer>
    );
  }

  const shown = itemsForTab(tab, items, soldIds);
  return (
    <PageContainer>
      <PageTitle>{t('myItems')}</PageTitle>
      <Lead>{t('itemsLead')}</Lead>
      <Tabs ref={tabsRef} role="tablist" aria-label={t('itemStatusTabs')}>
        {MY_ITEMS_TABS.map((name: MyItemsTab) => (
          <Tab
            key={name}
            to={`/userDetails/${name}`}
            role="tab"
            id={`my-items-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="my-items-panel"
            $active={name === tab}
          >
            {textOf(t, 'tab', name)}
            {!loading && (
              <Count aria-hidden="true">{itemsForTab(name, items, soldIds).length}</Count>
            )}
          </Tab>
        ))}
      </Tabs>
      <section role="tabpanel" id="my-items-panel" aria-labelledby={`my-items-tab-${tab}`}>
        {loading ? (
          <ListSkeleton />
        ) : shown.length === 0 ? (
          <EmptyState>
            <PackageOpen size={40} strokeWidth={1.2} aria-hidden="true" />
            <p>{t(EMPTY_KEYS[tab])}</p>
            {(tab === 'Available' || tab === 'Submitted') && (
              <Button as={Link} to="/sell" $variant="secondary">
                {t('sellAnItem')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <div>
            {shown.map((item) =>
              tab === 'Sold' ? (
                <article key={item.ProductID} aria-label={localName(item.Name, item.NameAr)}>
                  <ItemRow item={item} />
                  <SaleList
                    name={localName(item.Name, item.NameAr)}
                    sales={sales.get(Number(item.ProductID)) ?? NO_SALES}
                  />
                </article>
              ) : (
                <ItemRow key={item.ProductID} item={item} />
              ),
            )}
          </div>
        )}
      </section>
    </PageContainer>
  );
}

import { useMemo } from 'react';
import { selectUser, useAppSelector } from 'shared-contracts';
import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { productsConfig } from './products-config';
import { LookupsContext, useCatalogLookups } from './use-catalog-lookups';

function ProductsList() {
  const lookups = useCatalogLookups();
  const user = useAppSelector(selectUser);
  const config = useMemo(() => productsConfig(lookups, user), [lookups, user]);
  return (
    <LookupsContext.Provider value={lookups}>
      <AdminListPage config={config} />
    </LookupsContext.Provider>
  );
}

export function ProductsPage() {
  return (
    <AdminFrame>
      <ProductsList />
    </AdminFrame>
  );
}

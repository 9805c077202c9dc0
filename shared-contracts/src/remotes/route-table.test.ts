import { matchRoute, ROUTE_TABLE } from './route-table';

describe('matchRoute', () => {
  it('finds the remote page of a route, case-insensitively, with its parameters', () => {
    expect(matchRoute('/')).toEqual({ path: '/', module: 'mfe_catalog/HomePage', params: {} });
    expect(matchRoute('/items/74/')).toEqual({
      path: '/Items/:ProductID',
      module: 'mfe_catalog/ProductDetailPage',
      params: { ProductID: '74' },
    });
    expect(matchRoute('/Sell')?.module).toBe('mfe_account/SellPage');
    expect(matchRoute('/userDetails/Sold')?.params).toEqual({ category: 'Sold' });
  });

  it('answers nothing for paths outside the table, and survives malformed escapes', () => {
    expect(matchRoute('/Items/1/2')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute('/Items/%E0%A4%A')?.params).toEqual({ ProductID: '%E0%A4%A' });
  });

  it('keeps admin pages on the admin remote only', () => {
    const admin = ROUTE_TABLE.filter((route) => route.module.startsWith('mfe_admin/'));
    expect(admin.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/ShowBrands', '/ShowOrders', '/ShowSellQueue']),
    );
    expect(admin.every((route) => route.path.startsWith('/Show'))).toBe(true);
  });
});

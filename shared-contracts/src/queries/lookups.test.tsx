import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { shopApi } from '../api';
import { HttpError } from '../api/http-error';
import { createAppStore } from '../store/create-app-store';
import { settle } from './base-query';
import { useLookupLists } from './use-lookup-lists';
import { lookupsApi } from './lookups';

const LABELS = { brands: 'b', categories: 'c', colours: 'co', genders: 'g' };
const storage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

function Brands({ label }: { label: string }) {
  const { brands, loading } = useLookupLists(LABELS);
  return <p>{loading ? 'Loading' : `${label}: ${brands.map((b) => b.Name).join(', ')}`}</p>;
}

describe('the data cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches each lookup once and shares it between screens', async () => {
    const brands = jest
      .spyOn(shopApi.catalog, 'brandLookup')
      .mockResolvedValue([{ BrandID: 1, Name: 'Rolex', Image: '' }]);
    jest.spyOn(shopApi.catalog, 'categoryLookup').mockResolvedValue([]);
    jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([]);
    jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue([]);
    const store = createAppStore({ storage: storage() });
    const first = render(
      <Provider store={store}>
        <Brands label="Sell form" />
      </Provider>,
    );
    expect(await screen.findByText('Sell form: Rolex')).toBeInTheDocument();
    first.unmount();

    render(
      <Provider store={store}>
        <Brands label="Products" />
      </Provider>,
    );
    expect(screen.getByText('Products: Rolex')).toBeInTheDocument();
    expect(brands).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as plain data and rethrows it as HttpError', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(shopApi.catalog, 'brandLookup')
      .mockRejectedValue(new HttpError(409, { message: 'x' }));
    const store = createAppStore({ storage: storage() });
    const result = store.dispatch(lookupsApi.endpoints.brandLookup.initiate());
    await expect(settle(result)).rejects.toEqual(new HttpError(409, { message: 'x' }));
    const cached = lookupsApi.endpoints.brandLookup.select()(store.getState() as never);
    expect(cached.error).toEqual({ status: 409, data: { message: 'x' } });
    result.unsubscribe();
  });
});

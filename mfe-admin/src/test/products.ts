import { shopApi, type AdminProduct } from 'shared-contracts';

/** A listed watch, as the back-office's products page receives it. */
export const submariner: AdminProduct = {
  ProductID: 12,
  UserID: 5,
  Status: 'Available',
  Name: 'Submariner Date',
  Description: 'Steel, black dial',
  ProductionYear: '2026-03-02',
  Price: 48500,
  Quantity: 2,
  Image: ['/uploads/a.webp', '/uploads/b.webp'],
  OfferPrice: 0,
  BrandID: 1,
  CategoireID: 3,
  ColorID: 2,
  SexID: 1,
  ConditionID: 3,
  Condition: 'Excellent',
};

/** The product form's four lookups, answered at the api boundary. */
export function mockProductLookups() {
  jest.spyOn(shopApi.catalog, 'brandLookup').mockResolvedValue([
    { BrandID: 1, Name: 'Rolex', Image: '' },
    { BrandID: 2, Name: 'Cartier', Image: '' },
  ]);
  jest
    .spyOn(shopApi.catalog, 'categoryLookup')
    .mockResolvedValue([{ CategoireID: 3, Name: 'Watches', Image: '' }]);
  jest.spyOn(shopApi.catalog, 'colourLookup').mockResolvedValue([{ Color_ID: 2, Name: 'Black' }]);
  jest.spyOn(shopApi.catalog, 'genderLookup').mockResolvedValue([{ SexID: 1, Name: 'Men' }]);
}

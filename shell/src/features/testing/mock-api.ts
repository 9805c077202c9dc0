import { shopApi, type Menu } from 'shared-contracts';
import { brandsFixture, categoriesFixture, menuFixture } from './fixtures';

/** Mocks the API calls the shell frame makes on every page (menu, footer lists). */
export function mockShellApi(options: { menu?: Promise<Menu> } = {}) {
  return {
    menu: jest
      .spyOn(shopApi.catalog, 'menu')
      .mockImplementation(() => options.menu ?? Promise.resolve(menuFixture)),
    categories: jest.spyOn(shopApi.catalog, 'categories').mockResolvedValue(categoriesFixture),
    brands: jest.spyOn(shopApi.catalog, 'brands').mockResolvedValue(brandsFixture),
    details: jest.spyOn(shopApi.user, 'details'),
    logout: jest.spyOn(shopApi.user, 'logout'),
  };
}

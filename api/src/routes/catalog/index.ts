import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TEXT,
  ENDPOINTS,
  PAGE_SIZES,
  brandFormSchema,
  categoryFormSchema,
  colourFormSchema,
  deleteBrandSchema,
  deleteCategorySchema,
  deleteColourSchema,
  deleteGenderSchema,
  genderFormSchema,
} from '../../contracts';
import { brands, categories, colours, genders, products } from '../../db/schema';
import { lookupListResponse, menuResponse } from '../responses';
import { apiPath } from '../paths';
import { lookupEntityRoutes, type LookupEntity } from './lookup-entity';
import { buildMenu } from './menu';

export const LOOKUP_ENTITIES: LookupEntity[] = [
  {
    name: 'brands',
    table: brands,
    idKey: 'BrandID',
    productColumn: products.BrandID,
    label: 'brand',
    hasImage: true,
    texts: ADMIN_TEXT.brand,
    formSchema: brandFormSchema,
    deleteSchema: deleteBrandSchema,
    endpoints: ENDPOINTS.brand,
    pageSize: PAGE_SIZES.brands,
  },
  {
    name: 'categories',
    table: categories,
    idKey: 'CategoireID',
    productColumn: products.CategoireID,
    label: 'category',
    hasImage: true,
    texts: ADMIN_TEXT.category,
    formSchema: categoryFormSchema,
    deleteSchema: deleteCategorySchema,
    endpoints: ENDPOINTS.category,
    pageSize: PAGE_SIZES.categories,
  },
  {
    name: 'colours',
    table: colours,
    idKey: 'Color_ID',
    productColumn: products.Color_ID,
    label: 'color',
    hasImage: false,
    texts: ADMIN_TEXT.colour,
    formSchema: colourFormSchema,
    deleteSchema: deleteColourSchema,
    endpoints: ENDPOINTS.colour,
    pageSize: PAGE_SIZES.colours,
  },
  {
    name: 'genders',
    table: genders,
    idKey: 'SexID',
    productColumn: products.SexID,
    label: 'gender',
    hasImage: false,
    texts: ADMIN_TEXT.gender,
    formSchema: genderFormSchema,
    deleteSchema: deleteGenderSchema,
    endpoints: ENDPOINTS.gender,
    pageSize: PAGE_SIZES.genders,
  },
];

/** Public lists of brands, categories, colours and genders, the Sex/ menu, and the back-office. */
export async function catalogRoutes(app: FastifyInstance) {
  const { lookups } = app.database;
  const [brands, categories, colours, genders] = LOOKUP_ENTITIES;
  /** Served from the in-memory lookup cache (dropped on every instance by any write). */
  const list = (entity: LookupEntity) => async () =>
    (await lookups.get())[entity.name].rows.map((row) => ({
      [entity.idKey]: row.id,
      Name: row.name,
      NameAr: row.nameAr,
      ...(entity.hasImage ? { Image: row.image } : {}),
    }));

  const listRoute = (endpoint: string, entity: LookupEntity, summary: string) =>
    app.get(
      apiPath(endpoint),
      {
        schema: {
          tags: ['catalog'],
          summary,
          response: { 200: lookupListResponse(entity.idKey, entity.hasImage) },
        },
      },
      list(entity),
    );
  listRoute(ENDPOINTS.brand.list, brands!, 'Every brand');
  listRoute(ENDPOINTS.brand.lookup, brands!, 'Every brand (for the forms)');
  listRoute(ENDPOINTS.category.list, categories!, 'Every category');
  listRoute(ENDPOINTS.category.lookup, categories!, 'Every category (for the forms)');
  listRoute(ENDPOINTS.colour.lookup, colours!, 'Every colour');
  listRoute(ENDPOINTS.gender.lookup, genders!, 'Every gender');
  app.get(
    apiPath(ENDPOINTS.gender.menu),
    {
      schema: {
        tags: ['catalog'],
        summary: 'The menu: every gender, then each category with its genders',
        response: { 200: menuResponse },
      },
    },
    async () => buildMenu(await lookups.get()),
  );
  for (const entity of LOOKUP_ENTITIES) await lookupEntityRoutes(app, entity);
}

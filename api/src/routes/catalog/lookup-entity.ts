import { asc, eq, getTableName, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Lookups } from '../../db/lookup-cache';
import { insertWithId } from '../../db/insert-with-id';
import {
  products,
  type brands,
  type categories,
  type colours,
  type genders,
} from '../../db/schema';
import { pageQuerySchemaOf } from '../../contracts';
import { HttpError } from '../../http-errors';
import { withStoredImage } from '../../uploads/store-image';
import {
  addedResponse,
  errorsOf,
  lastIdResponse,
  lookupPageResponse,
  successResponse,
} from '../responses';
import { apiPath } from '../paths';
import {
  adminOnly,
  BACK_OFFICE,
  FORM_TYPES,
  formBody,
  typedRoutes,
  uploadsOf,
} from '../route-schemas';
import { pageTotal } from '../page-total';
import { containsPattern } from '../products/search';

/** One back-office entity with an id, a name and maybe an image (brands, categories, ...). */
export interface LookupEntity {
  /** Its key in the lookup cache. */
  name: keyof Lookups;
  /** Its table (genders keep the database's older table name, sexes). */
  table: typeof brands | typeof categories | typeof colours | typeof genders;
  /** The key of its id, in the table and in answers. */
  idKey: 'BrandID' | 'CategoireID' | 'Color_ID' | 'SexID';
  /** Product column that refers to it (delete refuses while products use it). */
  productColumn:
    | typeof products.BrandID
    | typeof products.CategoireID
    | typeof products.Color_ID
    | typeof products.SexID;
  /** Its word in the api's messages and docs; the messages are shown to users, so 'color' stays. */
  label: string;
  hasImage: boolean;
  texts: { added: string; updated: string; deleted: string };
  /** NameAr: undefined keeps the stored Arabic name, null clears it (clearableText). */
  formSchema: z.ZodType<{ Name: string; NameAr?: string | null } & Record<string, unknown>>;
  deleteSchema: z.ZodType<Record<string, number>>;
  endpoints: { page: string; lastId: string; add: string; update: string; delete: string };
  /** Rows per back-office page when the call sends no limit. */
  pageSize: number;
}

/** The id column of an entity's table. */
const idOf = ({ table, idKey }: LookupEntity) =>
  (table as unknown as Record<LookupEntity['idKey'], typeof brands.BrandID>)[idKey];

/** The columns of a back-office row: the id under its key, the names and maybe the image. */
function columnsOf(entity: LookupEntity) {
  const { table } = entity;
  return {
    [entity.idKey]: idOf(entity),
    Name: table.Name,
    NameAr: table.NameAr,
    ...('Image' in table && entity.hasImage && { Image: table.Image }),
  };
}

/** Page, last id, add, update and delete of a lookup entity; every call requires RoleID 1. */
export async function lookupEntityRoutes(app: FastifyInstance, entity: LookupEntity) {
  const { db } = app.database;
  const { storage } = app;
  const api = typedRoutes(app);
  const { table } = entity;
  const id = idOf(entity);
  const columns = columnsOf(entity);
  const tags = [...BACK_OFFICE.tags, 'catalog'];
  /** The session of RoleID 1 is checked first, then the fields are read and validated. */
  const form = { preValidation: [adminOnly, formBody] };
  const imageNote = entity.hasImage
    ? ' Multipart calls may carry the image file as Image (or image, images[]).'
    : '';

  api.get(
    apiPath(entity.endpoints.page),
    {
      preValidation: adminOnly,
      schema: {
        ...BACK_OFFICE,
        tags,
        summary: `A page of ${entity.label} rows, searched by id or name`,
        querystring: pageQuerySchemaOf(entity.pageSize),
        response: {
          200: lookupPageResponse(entity.idKey, entity.hasImage),
          ...errorsOf(400, 401, 403),
        },
      },
    },
    async (request) => {
      const query = request.query;
      const text = query.search.trim();
      const named = ilike(table.Name, containsPattern(text));
      const search = !text
        ? undefined
        : /^\d{1,9}$/.test(text)
          ? or(eq(id, Number(text)), named)
          : named;
      const [data, total] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(search)
          .orderBy(asc(id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        pageTotal(app.database, getTableName(table), table, undefined, search),
      ]);
      return { data, total };
    },
  );

  api.get(
    apiPath(entity.endpoints.lastId),
    {
      preValidation: adminOnly,
      schema: {
        ...BACK_OFFICE,
        tags,
        summary: `The largest ${entity.label} id (0 when there is none)`,
        response: { 200: lastIdResponse, ...errorsOf(401, 403) },
      },
    },
    async () => {
      const [row] = await db
        .select({ LastID: sql<number>`COALESCE(MAX(${id}), 0)::int` })
        .from(table);
      return { LastID: row?.LastID ?? 0 };
    },
  );

  /** The call's image file, when the entity has an image column and one was sent. */
  const imageFileOf = (request: Parameters<typeof uploadsOf>[0]) =>
    entity.hasImage ? uploadsOf(request, 'Image', 'image', 'images')[0] : undefined;

  api.post(
    apiPath(entity.endpoints.add),
    {
      ...form,
      schema: {
        ...BACK_OFFICE,
        tags,
        summary: `Adds a ${entity.label} (with the ${entity.idKey} asked for when it is free)`,
        description: BACK_OFFICE.description + imageNote,
        consumes: FORM_TYPES,
        body: entity.formSchema,
        response: { 200: addedResponse(entity.idKey), ...errorsOf(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const fields = request.body;
      const wanted = fields[entity.idKey] as number | undefined;
      const added = await withStoredImage(imageFileOf(request), storage, (image) => {
        const names = { Name: fields.Name, NameAr: fields.NameAr ?? null };
        const row = entity.hasImage ? { ...names, Image: image ?? '' } : names;
        return insertWithId(db, table, id, row, wanted);
      });
      return { status: 'success' as const, message: entity.texts.added, [entity.idKey]: added };
    },
  );

  api.post(
    apiPath(entity.endpoints.update),
    {
      ...form,
      schema: {
        ...BACK_OFFICE,
        tags,
        summary: `Renames a ${entity.label}${entity.hasImage ? ' (and replaces its image when one is sent)' : ''}`,
        description: `${BACK_OFFICE.description}${imageNote} NameAr left out keeps the Arabic name; sent blank, it clears it.`,
        consumes: FORM_TYPES,
        body: entity.formSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const fields = request.body;
      const key = fields[entity.idKey] as number | undefined;
      if (!key) throw new HttpError(400, `${entity.idKey} is required`);
      await withStoredImage(imageFileOf(request), storage, async (image) => {
        // The Arabic name and the image change only when sent.
        const updated = await db
          .update(table)
          .set({
            Name: fields.Name,
            ...(fields.NameAr !== undefined && { NameAr: fields.NameAr }),
            ...(image && { Image: image }),
          })
          .where(eq(id, key))
          .returning({ id });
        if (updated.length === 0) throw new HttpError(404, `No ${entity.label} with id ${key}`);
      });
      return { status: 'success' as const, message: entity.texts.updated };
    },
  );

  api.post(
    apiPath(entity.endpoints.delete),
    {
      ...form,
      schema: {
        ...BACK_OFFICE,
        tags,
        summary: `Deletes a ${entity.label} no product uses`,
        consumes: FORM_TYPES,
        body: entity.deleteSchema,
        response: { 200: successResponse, ...errorsOf(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const key = request.body[entity.idKey]!;
      const [found] = await db
        .select({ name: table.Name, n: db.$count(products, eq(entity.productColumn, key)) })
        .from(table)
        .where(eq(id, key));
      if (!found) throw new HttpError(404, `No ${entity.label} with id ${key}`);
      const { name, n } = found;
      if (n > 0) {
        const items = n === 1 ? '1 product uses it' : `${n} products use it`;
        throw new HttpError(409, `The ${entity.label} "${name}" cannot be deleted: ${items}`);
      }
      await db.delete(table).where(eq(id, key));
      return { status: 'success' as const, message: entity.texts.deleted };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Lookups } from '../../db/lookup-cache';
import type { z } from 'zod';
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
import { insertWithId, pageOf } from './sql-helpers';

/** One back-office entity with an id, a name and maybe an image (brands, categories, ...). */
export interface LookupEntity {
  /** Its key in the lookup cache. */
  name: keyof Lookups;
  /** Its table (genders keep the database's older table name). */
  table: 'brands' | 'categories' | 'colors' | 'sexes';
  idKey: string;
  /** Product column that refers to it (delete refuses while products use it). */
  productColumn: 'brand_id' | 'category_id' | 'color_id' | 'sex_id';
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

export function columnsOf(entity: LookupEntity) {
  return `id AS "${entity.idKey}", name AS "Name", name_ar AS "NameAr"${entity.hasImage ? ', image AS "Image"' : ''}`;
}

/** Page, last id, add, update and delete of a lookup entity; every call requires RoleID 1. */
export async function lookupEntityRoutes(app: FastifyInstance, entity: LookupEntity) {
  const { database } = app;
  const { pool } = database;
  const { storage } = app;
  const api = typedRoutes(app);
  const table = entity.table;
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
    async (request) => pageOf(database, table, columnsOf(entity), request.query),
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
      const { rows } = await pool.query(
        `SELECT COALESCE(MAX(id), 0)::int AS "LastID" FROM ${table}`,
      );
      return { LastID: rows[0].LastID as number };
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
      const columns = entity.hasImage ? ['name', 'name_ar', 'image'] : ['name', 'name_ar'];
      const wanted = fields[entity.idKey] as number | undefined;
      const id = await withStoredImage(imageFileOf(request), storage, (image) => {
        const names = [fields.Name, fields.NameAr ?? null];
        const values = entity.hasImage ? [...names, image ?? ''] : names;
        return insertWithId(pool, table, columns, values, wanted);
      });
      return { status: 'success' as const, message: entity.texts.added, [entity.idKey]: id };
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
      const id = fields[entity.idKey] as number | undefined;
      if (!id) throw new HttpError(400, `${entity.idKey} is required`);
      await withStoredImage(imageFileOf(request), storage, async (image) => {
        // The Arabic name and the image change only when sent.
        const changes: [column: string, value: unknown][] = [['name', fields.Name]];
        if (fields.NameAr !== undefined) changes.push(['name_ar', fields.NameAr]);
        if (image) changes.push(['image', image]);
        const set = changes.map(([column], i) => `${column} = $${i + 2}`).join(', ');
        const result = await pool.query(`UPDATE ${table} SET ${set} WHERE id = $1`, [
          id,
          ...changes.map(([, value]) => value),
        ]);
        if (result.rowCount === 0) throw new HttpError(404, `No ${entity.label} with id ${id}`);
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
      const id = request.body[entity.idKey]!;
      const used = await pool.query(
        `SELECT (SELECT name FROM ${table} WHERE id = $1) AS name,
              (SELECT count(*)::int FROM products WHERE ${entity.productColumn} = $1) AS n`,
        [id],
      );
      const { name, n } = used.rows[0] as { name: string | null; n: number };
      if (name === null) throw new HttpError(404, `No ${entity.label} with id ${id}`);
      if (n > 0) {
        const items = n === 1 ? '1 product uses it' : `${n} products use it`;
        throw new HttpError(409, `The ${entity.label} "${name}" cannot be deleted: ${items}`);
      }
      await pool.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      return { status: 'success' as const, message: entity.texts.deleted };
    },
  );
}

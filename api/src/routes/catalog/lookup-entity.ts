import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pageQuerySchemaOf } from '../../contracts';
import { adminOnly } from '../../auth/session';
import { HttpError, parseWith } from '../../plugins/errors';
import { filesOf, readFields, readForm } from '../../uploads/read-form';
import { withStoredImage } from '../../uploads/store-image';
import { apiPath } from '../paths';
import { insertWithId, pageOf } from './sql-helpers';

/** One back-office entity with an id, a name and maybe an image (brands, categories, ...). */
export interface LookupEntity {
  table: 'brands' | 'categories' | 'colors' | 'sexes';
  idKey: string;
  /** Product column that refers to it (delete refuses while products use it). */
  productColumn: 'brand_id' | 'category_id' | 'color_id' | 'sex_id';
  label: string;
  hasImage: boolean;
  texts: { added: string; updated: string; deleted: string };
  formSchema: z.ZodType<{ Name: string } & Record<string, unknown>>;
  deleteSchema: z.ZodType<Record<string, number>>;
  endpoints: { page: string; lastId: string; add: string; update: string; delete: string };
  /** Rows per back-office page when the call sends no limit (spec section 9). */
  pageSize: number;
}

export function columnsOf(entity: LookupEntity) {
  return `id AS "${entity.idKey}", name AS "Name"${entity.hasImage ? ', image AS "Image"' : ''}`;
}

/** Page, last id, add, update and delete of a lookup entity; every call requires RoleID 1. */
export async function lookupEntityRoutes(app: FastifyInstance, entity: LookupEntity) {
  const { database } = app;
  const { pool } = database;
  const { storage } = app;
  const options = { preHandler: adminOnly };
  const table = entity.table;

  const pageQuerySchema = pageQuerySchemaOf(entity.pageSize);
  app.get(apiPath(entity.endpoints.page), options, async (request) => {
    const query = parseWith(pageQuerySchema, request.query);
    return pageOf(database, table, columnsOf(entity), query);
  });

  app.get(apiPath(entity.endpoints.lastId), options, async () => {
    const { rows } = await pool.query(`SELECT COALESCE(MAX(id), 0)::int AS "LastID" FROM ${table}`);
    return { LastID: rows[0].LastID as number };
  });

  /** The form's image file, when the entity has an image column and one was sent. */
  const imageFileOf = (form: Awaited<ReturnType<typeof readForm>>) =>
    entity.hasImage ? filesOf(form, 'Image', 'image', 'images')[0] : undefined;

  app.post(apiPath(entity.endpoints.add), options, async (request) => {
    const form = await readForm(request);
    const fields = parseWith(entity.formSchema, form.fields);
    const columns = entity.hasImage ? ['name', 'image'] : ['name'];
    const wanted = fields[entity.idKey] as number | undefined;
    const id = await withStoredImage(imageFileOf(form), storage, (image) => {
      const values = entity.hasImage ? [fields.Name, image ?? ''] : [fields.Name];
      return insertWithId(pool, table, columns, values, wanted);
    });
    return { status: 'success', message: entity.texts.added, [entity.idKey]: id };
  });

  app.post(apiPath(entity.endpoints.update), options, async (request) => {
    const form = await readForm(request);
    const fields = parseWith(entity.formSchema, form.fields);
    const id = fields[entity.idKey] as number | undefined;
    if (!id) throw new HttpError(400, `${entity.idKey} is required`);
    await withStoredImage(imageFileOf(form), storage, async (image) => {
      const result = image
        ? await pool.query(`UPDATE ${table} SET name = $2, image = $3 WHERE id = $1`, [
            id,
            fields.Name,
            image,
          ])
        : await pool.query(`UPDATE ${table} SET name = $2 WHERE id = $1`, [id, fields.Name]);
      if (result.rowCount === 0) throw new HttpError(404, `No ${entity.label} with id ${id}`);
    });
    return { status: 'success', message: entity.texts.updated };
  });

  app.post(apiPath(entity.endpoints.delete), options, async (request) => {
    const id = parseWith(entity.deleteSchema, await readFields(request))[entity.idKey]!;
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
    return { status: 'success', message: entity.texts.deleted };
  });
}

import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../contracts';
import { HttpError } from '../http-errors';

export interface FormInput {
  fields: Record<string, unknown>;
  /** Uploaded files in the order they came, by field name without a trailing []. */
  files: { field: string; bytes: Buffer }[];
}

/**
 * Reads a multipart form (text fields + files) or, when the request is not multipart, the JSON
 * body as fields. Size and count limits come from the multipart plugin (413 when exceeded).
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return { fields: fields as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: FormInput['files'] = [];
  try {
    await collectParts(request, fields, files);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status < 500)) throw error;
    throw new HttpError(400, 'The form data is malformed');
  }
  return { fields, files };
}

/** The text fields of a call, whether sent as JSON, as a urlencoded form or as multipart. */
export async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  return (await readForm(request)).fields;
}

async function collectParts(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  files: FormInput['files'],
) {
  for await (const part of request.parts()) {
    const field = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (bytes.length === 0 && !part.filename) continue;
      if (files.length >= LIMITS.uploadMaxFiles) throw new HttpError(413, 'Too many files');
      files.push({ field, bytes });
    } else if (!(field in fields)) {
      fields[field] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
}

export function filesOf(form: FormInput, ...names: string[]): Buffer[] {
  return form.files.filter((file) => names.includes(file.field)).map((file) => file.bytes);
}

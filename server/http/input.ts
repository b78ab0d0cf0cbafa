/** Reading a request's input: query, JSON body or multipart form, parsed with contract schemas. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badInput, HttpError } from './errors';

/**
 * PostgreSQL text cannot hold U+0000 (the query fails) and UTF-8 cannot encode an unpaired
 * surrogate (it would be stored as U+FFFD, not as sent): such text is refused, never stored.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The path of the first string in `value` that cannot be stored, or null. */
function unstorableField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableField(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

function storable<T>(data: T): T {
  const field = unstorableField(data, '');
  if (field !== null) {
    throw new HttpError(
      400,
      `${field || 'The input'} contains characters that cannot be stored (NUL or invalid Unicode)`,
    );
  }
  return data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw badInput(result.error);
  return storable(result.data);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(result.error);
  return storable(result.data);
}

function contentType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A JSON object body. Form encodings are refused (415): these calls take JSON. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const type = contentType(c);
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
  }
  const bytes = await c.req.arrayBuffer();
  let body: unknown;
  try {
    // Strict UTF-8 (RFC 8259): invalid bytes are refused, not silently replaced by U+FFFD.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.trim() === '') throw new HttpError(400, 'The request body must be a JSON object');
    body = JSON.parse(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A multipart (or URL-encoded) form body. */
export async function readForm(c: Context): Promise<FormData> {
  const type = contentType(c);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'The request body must be multipart/form-data');
  }
  try {
    return await c.req.formData();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The request body is not a valid multipart/form-data form');
  }
}

/**
 * The form's fields as an object for a schema (first value of each name); files other than
 * `fileFields` stay files so that the schema names the field that should have been text.
 */
export function formFields(form: FormData, fileFields: string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (fileFields.includes(name) || name in fields) continue;
    fields[name] = value;
  }
  return fields;
}

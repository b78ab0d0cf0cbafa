/** Reading a request's input: query, JSON body or multipart form, parsed with contract schemas. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badInput, HttpError } from './errors';

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw badInput(result.error);
  return result.data;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(result.error);
  return result.data;
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
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'The request body must be a JSON object');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
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

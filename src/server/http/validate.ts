/** Runs a zod (classic or mini) schema over a request part, turning failure into a 400 with issues. */
import { toFieldIssues } from '../../forms/common.ts';
import { HttpError } from './reply.ts';

interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export function parseOr400<T>(schema: SafeParser<T>, input: unknown, message = 'Please check the highlighted fields'): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, message, toFieldIssues(result.error.issues));
}

/** Route ids arrive as text; only a positive integer is a row id. */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, 'Not found');
  return Number(raw);
}

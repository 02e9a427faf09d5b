/** Field issues ({path, message}, from zod or the server's answer) as one message per field. No zod here: the forms' first-load code uses it. */

/** First message per top-level field ("services.0" counts for "services"); an issue without a path is the form's. */
export function errorsFrom(issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = path.split('.')[0] || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

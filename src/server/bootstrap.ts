/** First start with an empty users table: create an admin with a random one-time password. */
import { generatePassword } from './auth/password.ts';
import { countUsers, insertUser, UserError } from './auth/users.ts';
import type { AppContext } from './context.ts';

export async function ensureFirstAdmin(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(ctx.db)) > 0) return null;
  const password = generatePassword();
  try {
    const user = await insertUser(ctx.db, {
      email: ctx.config.adminEmail,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await ctx.hasher.hash(password),
    });
    return { email: user.email, password };
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof UserError) return null;
    throw error;
  }
}

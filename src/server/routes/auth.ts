/** Sign-in, sessions, passwords and accounts under `/auth`. */
import type { FastifyInstance } from 'fastify';
import { mfaRoutes } from '../auth/mfa-routes.ts';
import { passwordRoutes } from '../auth/password-routes.ts';
import { sessionRoutes } from '../auth/session-routes.ts';
import { userRoutes } from '../auth/user-routes.ts';
import { jsonNotFound } from '../security/errors.ts';

export default async function authRoutes(auth: FastifyInstance): Promise<void> {
  auth.setNotFoundHandler(jsonNotFound);
  await auth.register(sessionRoutes);
  await auth.register(passwordRoutes);
  await auth.register(userRoutes);
  await auth.register(mfaRoutes);
}

/** Account management for the dashboard's settings screen: admins only. */
import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../audit/actions.ts';
import { recordAudit } from '../audit/record.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseId, parseOr400 } from '../http/validate.ts';
import { requireAdmin } from './guard.ts';
import { generatePassword, passwordProblem } from './password.ts';
import { createUserBody, updateUserBody } from './schemas.ts';
import { requireRecentAuth } from './step-up.ts';
import { deleteUser, insertUser, listUsers, updateUser } from './users.ts';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAdmin);

  app.get('/get-users', async (request) => {
    const users = await listUsers(app.ctx.db);
    await recordAudit(request, 'accounts_listed', { table: 'account' });
    return success({ users });
  });

  // Account changes want a recent proof of who is at the keyboard (step-up.ts).
  app.post('/users', { preHandler: requireRecentAuth }, async (request, reply) => {
    const body = parseOr400(createUserBody, request.body);
    let oneTimePassword: string | undefined;
    let password = body.password;
    if (password === undefined || password === '') {
      // Shown once in this answer, never stored in clear; it works for 24 hours, and only to
      // choose the new user's own password.
      oneTimePassword = generatePassword();
      password = oneTimePassword;
    } else {
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, problem, [{ path: 'password', message: problem }]);
    }
    const passwordHash = await app.ctx.hasher.hash(password);
    const user = await insertUser(app.ctx.db, { email: body.email, name: body.name, role: body.role, passwordHash, oneTime: oneTimePassword !== undefined });
    request.log.info({ userId: user.id, by: request.user?.id }, 'user created');
    await recordAudit(request, 'account_added', { table: 'account', id: user.id });
    reply.code(201);
    return success(oneTimePassword ? { user, oneTimePassword } : { user });
  });

  app.patch<{ Params: { id: string } }>('/users/:id', { preHandler: requireRecentAuth }, async (request) => {
    const id = parseId(request.params.id);
    const body = parseOr400(updateUserBody, request.body);
    const user = await updateUser(app.ctx.db, app.ctx.dialect, id, body);
    request.log.info({ userId: id, by: request.user?.id, change: body }, 'user changed');
    for (const action of accountChanges(body)) await recordAudit(request, action, { table: 'account', id });
    return success({ user });
  });

  app.delete<{ Params: { id: string } }>('/users/:id', { preHandler: requireRecentAuth }, async (request) => {
    const id = parseId(request.params.id);
    await deleteUser(app.ctx.db, app.ctx.dialect, id, request.user?.id);
    request.log.info({ userId: id, by: request.user?.id }, 'user deleted');
    await recordAudit(request, 'account_removed', { table: 'account', id });
    return success({ id });
  });
}

/** One audit entry per kind of change a PATCH made. */
function accountChanges(body: { role?: unknown; disabled?: boolean; name?: unknown }): AuditAction[] {
  const actions: AuditAction[] = [];
  if (body.role !== undefined) actions.push('account_role_changed');
  if (body.disabled !== undefined) actions.push(body.disabled ? 'account_disabled' : 'account_enabled');
  if (body.name !== undefined) actions.push('account_renamed');
  return actions;
}

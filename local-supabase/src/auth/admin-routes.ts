import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AuthError, validationFailed } from './auth-error';
import { assertStrongPassword, hashPassword, requirePassword } from './password';
import { bodyObject, requireApiKey } from './request';
import { deleteUser, findUserByEmail, findUserById, insertUser, listUsers, metadataObject, normaliseEmail, updateUser } from './users';
import { userResponse } from './user-response';

/** Admin endpoints answer only to the service role, as GoTrue's do. */
function requireServiceRole(request: FastifyRequest, ctx: ServerContext): void {
  if (requireApiKey(request, ctx).role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

function positiveInteger(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw validationFailed('page and per_page must be positive integers');
  return Math.min(parsed, max);
}

async function optionalPasswordHash(password: unknown): Promise<string | undefined> {
  if (password === undefined) return undefined;
  const checked = requirePassword(password);
  assertStrongPassword(checked);
  return hashPassword(checked);
}

export function registerAdminRoutes(auth: FastifyInstance, ctx: ServerContext): void {
  auth.get('/admin/users', async (request, reply) => {
    requireServiceRole(request, ctx);
    const query = request.query as Record<string, unknown>;
    const page = positiveInteger(query.page, 1, Number.MAX_SAFE_INTEGER);
    const perPage = positiveInteger(query.per_page, 50, 1000);
    const { users, total } = await ctx.db.transaction((tx) => listUsers(tx, page, perPage));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.publicUrl()}/auth/v1/admin/users`;
    const links = [`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users: users.map(userResponse), aud: 'authenticated' };
  });

  auth.post('/admin/users', async (request) => {
    requireServiceRole(request, ctx);
    const body = bodyObject(request);
    const email = normaliseEmail(body.email);
    const passwordHash = (await optionalPasswordHash(body.password)) ?? null;
    const userMetadata = metadataObject(body.user_metadata ?? body.data, 'user_metadata');
    const appMetadata = metadataObject(body.app_metadata, 'app_metadata');
    // GoTrue lets the service role choose the new user's id.
    if (body.id !== undefined && (typeof body.id !== 'string' || !UUID.test(body.id))) throw validationFailed('id must be a UUID');
    const id = body.id as string | undefined;
    const created = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists();
      if (id && (await findUserById(tx, id))) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return insertUser(tx, { id, email, passwordHash, confirmed: body.email_confirm === true, userMetadata, appMetadata });
    });
    return userResponse(created);
  });

  auth.get('/admin/users/:id', async (request) => {
    requireServiceRole(request, ctx);
    const { id } = request.params as { id: string };
    const user = await ctx.db.transaction((tx) => findUserById(tx, id));
    if (!user) throw userNotFound();
    return userResponse(user);
  });

  auth.put('/admin/users/:id', async (request) => {
    requireServiceRole(request, ctx);
    const { id } = request.params as { id: string };
    const body = bodyObject(request);
    const email = body.email === undefined ? undefined : normaliseEmail(body.email);
    const passwordHash = await optionalPasswordHash(body.password);
    const userMetadata = body.user_metadata === undefined ? undefined : metadataObject(body.user_metadata, 'user_metadata');
    const appMetadata = body.app_metadata === undefined ? undefined : metadataObject(body.app_metadata, 'app_metadata');
    const updated = await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw userNotFound();
      if (email && email !== user.email && (await findUserByEmail(tx, email))) throw emailExists();
      return updateUser(tx, id, { email, passwordHash, confirm: body.email_confirm === true, userMetadata, appMetadata });
    });
    return userResponse(updated);
  });

  auth.delete('/admin/users/:id', async (request) => {
    requireServiceRole(request, ctx);
    const { id } = request.params as { id: string };
    const user = await ctx.db.transaction(async (tx) => {
      const found = await findUserById(tx, id);
      if (!found) throw userNotFound();
      await deleteUser(tx, id);
      return found;
    });
    return userResponse(user);
  });
}

/**
 * SQL the API runs on every authenticated request and on shared lookups, copied from the
 * repository (identity's session lookup, crm's findContacts), so floors repeat the same statements.
 * If those adapters change, update these (the bench prints what it ran).
 */

/** identity/adapters/identity.repositories.ts findWithUser — the auth guard, once per request. */
export const SESSION_SQL = `select s.id, s.user_id, u.business_id, u.email, u.role, s.expires_at, s.revoked_at
         from sessions s join users u on u.id = s.user_id where s.id = $1`;

export async function authenticate(db, ctx) {
  const { rows } = await db.query(SESSION_SQL, [ctx.sessionId]);
  if (!rows[0]) throw new Error('floor: session not found');
  return rows[0];
}

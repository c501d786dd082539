import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { DataSource } from 'typeorm';

export const JWT_SIGNING_KEY = Symbol('JWT_SIGNING_KEY');

/**
 * The secret as the key object jsonwebtoken works with. Given a string, it first tries to read it as a public (or
 * private) key and only takes it as a secret once that has thrown: a thrown exception on every token signed or checked,
 * a cost a burst of guest logins and game creations feels.
 */
export function jwtSigningKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret));
}

/**
 * The signing secret when JWT_SECRET is not set: generated once and kept in the database's one-row secrets table,
 * so it survives restarts and every instance on the same database agrees on it.
 */
export async function loadOrCreateJwtSecret(db: DataSource): Promise<string> {
  await db.query('INSERT INTO secrets (id, jwt_secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await db.query<{ jwt_secret: string }[]>('SELECT jwt_secret FROM secrets WHERE id = 1');
  return row.jwt_secret;
}

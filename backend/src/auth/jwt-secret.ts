import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

export const JWT_SECRET_VALUE = Symbol('JWT_SECRET_VALUE');

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

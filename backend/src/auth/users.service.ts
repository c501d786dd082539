import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthUser } from './auth-user';

@Injectable()
export class UsersService {
  constructor(private readonly db: DataSource) {}

  /** A new guest, named by a UUID. */
  async createGuest(): Promise<AuthUser> {
    const [user] = await this.db.query<AuthUser[]>(
      `INSERT INTO users (name, kind) VALUES ($1, 'guest') RETURNING id, name`,
      [randomUUID()],
    );
    return user;
  }

  async find(id: number): Promise<AuthUser | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
    const [user] = await this.db.query<AuthUser[]>('SELECT id, name FROM users WHERE id = $1', [id]);
    return user ?? null;
  }
}

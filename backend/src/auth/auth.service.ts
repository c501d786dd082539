import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser, JwtClaims } from './auth-user';
import { UsersService } from './users.service';

/** The answer of every sign-in call (contract.md §3). */
export interface SignedIn {
  id: number;
  jwt: string;
  name: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async guest(): Promise<SignedIn> {
    const user = await this.users.createGuest();
    const claims: JwtClaims = { sub: user.id, name: user.name };
    return { id: user.id, jwt: await this.jwt.signAsync(claims), name: user.name };
  }

  /** For socket handshakes: the user a token names, or null when it is invalid, expired or names nobody. */
  async verify(token: unknown): Promise<AuthUser | null> {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const claims = await this.jwt.verifyAsync<JwtClaims>(token);
      return await this.users.find(Number(claims.sub));
    } catch {
      return null;
    }
  }
}

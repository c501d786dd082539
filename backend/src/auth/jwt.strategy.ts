import type { KeyObject } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_VERIFY, sessionIdOf } from './access-token';
import type { AuthUser, JwtClaims } from './auth-user';
import { bearerToken } from './bearer-token';
import { JWT_SIGNING_KEY } from './jwt-secret';
import { userIdOfSubject } from './token-subject';
import { UsersService } from './users.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(JWT_SIGNING_KEY) key: KeyObject,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: (request: Request) => bearerToken(request.headers.authorization),
      ignoreExpiration: false,
      ...ACCESS_TOKEN_VERIFY,
      // Typed as string | Buffer, but handed to jsonwebtoken as it is, which takes a key object.
      secretOrKey: key as unknown as Buffer,
    });
  }

  /**
   * A valid token for a user who no longer exists (e.g. a reset database), or of a session that has been revoked
   * (logout, a replayed refresh token), is refused like any bad token.
   */
  async validate(claims: JwtClaims): Promise<AuthUser> {
    const id = userIdOfSubject(claims.sub);
    const sessionId = sessionIdOf(claims);
    const user = id === null || sessionId === null ? null : await this.users.findInLiveSession(id, sessionId);
    if (!user) throw new UnauthorizedException();
    return user;
  }
}

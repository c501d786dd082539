import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser, JwtClaims } from './auth-user';
import { JWT_SECRET_VALUE } from './jwt-secret';
import { UsersService } from './users.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(JWT_SECRET_VALUE) secret: string,
    private readonly users: UsersService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), ignoreExpiration: false, secretOrKey: secret });
  }

  /** A valid token for a user who no longer exists (e.g. a reset database) is refused like any bad token. */
  async validate(claims: JwtClaims): Promise<AuthUser> {
    const user = await this.users.find(Number(claims.sub));
    if (!user) throw new UnauthorizedException();
    return user;
  }
}

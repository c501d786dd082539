import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

/** Who is calling, as the JWT strategy found them. */
export interface AuthUser {
  id: number;
  name: string;
}

/** The JWT's claims: `sub` is the user id, `sid` the session (refresh-token family) it was issued to. */
export interface JwtClaims {
  sub: number;
  name: string;
  sid: string;
  /** Set by jsonwebtoken: seconds since the epoch. */
  exp?: number;
}

export const IS_PUBLIC = 'isPublic';
/** Opts a route out of the global JWT guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The authenticated caller of an HTTP route. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest<{ user: AuthUser }>().user,
);

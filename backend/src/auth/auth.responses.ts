/** The answers of the auth routes as OpenAPI schemas (see wire-schemas/wire-schemas.ts for the why of the classes). */
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { SignedIn } from './auth.service';

/** The OpenAPI security scheme of the refresh-token cookie. */
export const REFRESH_COOKIE_AUTH = 'refresh-cookie';

@ApiSchema({ name: 'SignedIn', description: 'A sign-in: the access token; the refresh token is set as a cookie.' })
export class SignedInSchema implements SignedIn {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ description: 'The access token (HS256 JWT) to send as `Authorization: Bearer <jwt>`' })
  jwt: string;
  @ApiProperty()
  name: string;
  @ApiPropertyOptional()
  url?: string;
}

@ApiSchema({ name: 'RenewedToken' })
export class RenewedTokenSchema {
  @ApiProperty({ description: 'A new access token; the refresh cookie is rotated' })
  jwt: string;
}

@ApiSchema({ name: 'SignInConfig', description: 'What the shell needs to offer sign-in methods.' })
export class SignInConfigSchema {
  @ApiProperty({ type: String, nullable: true })
  googleClientId: string | null;
  @ApiProperty({ description: 'Whether the server-side (redirect) Google sign-in is on' })
  googleRedirect: boolean;
}

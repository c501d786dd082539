import type { KeyObject } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { DataSource } from 'typeorm';
import { CONFIG, type Config } from '../config/config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GoogleIdTokenVerifier } from './google-id-token';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_SIGNING_KEY, jwtSigningKey, loadOrCreateJwtSecret } from './jwt-secret';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { JwtStrategy } from './jwt.strategy';
import { RefreshTokensService } from './refresh-tokens.service';
import { SessionRevocations } from './session-revocations';
import { UsersService } from './users.service';

const jwtSecretProvider = {
  provide: JWT_SIGNING_KEY,
  inject: [CONFIG, DataSource],
  useFactory: async (config: Config, db: DataSource) =>
    jwtSigningKey(config.jwtSecret ?? (await loadOrCreateJwtSecret(db))),
};

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      extraProviders: [jwtSecretProvider],
      inject: [JWT_SIGNING_KEY],
      // Lifetime, algorithm, issuer and audience are given at each signature and check (AuthService, JwtStrategy).
      useFactory: (secret: KeyObject) => ({ secret }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    jwtSecretProvider,
    UsersService,
    RefreshTokensService,
    SessionRevocations,
    GoogleIdTokenVerifier,
    AuthService,
    JwtStrategy,
    GoogleOAuthStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AuthService, UsersService, SessionRevocations],
})
export class AuthModule {}

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
import { JwtStrategy } from './jwt.strategy';
import { RefreshTokensService } from './refresh-tokens.service';
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
      inject: [JWT_SIGNING_KEY, CONFIG],
      useFactory: (secret: KeyObject, config: Config) => ({
        secret,
        // JWT_TTL is checked at boot to be a number of seconds or an ms-style duration.
        signOptions: { expiresIn: (/^\d+$/.test(config.jwtTtl) ? Number(config.jwtTtl) : config.jwtTtl) as never },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    jwtSecretProvider,
    UsersService,
    RefreshTokensService,
    GoogleIdTokenVerifier,
    AuthService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AuthService, UsersService],
})
export class AuthModule {}

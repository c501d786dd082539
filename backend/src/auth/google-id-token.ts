import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { CONFIG, type Config } from '../config/config';

/** What we keep from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  name?: unknown;
  email?: unknown;
  picture?: string;
}

/** Seconds of clock difference tolerated on exp/iat/nbf. */
const CLOCK_TOLERANCE_S = 30;

/** Verifies Google ID tokens: signature against Google's published keys, audience, issuer, expiry. */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly logger = new Logger(GoogleIdTokenVerifier.name);
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  get enabled(): boolean {
    return this.config.googleClientId !== undefined;
  }

  /** The identity a token proves, or null for any token that fails a check. */
  async verify(token: unknown): Promise<GoogleIdentity | null> {
    const audience = this.config.googleClientId;
    if (!audience || typeof token !== 'string' || token.length > 8192) return null;
    // jose caches the key set and refetches it (rate-limited) when a token names an unknown key.
    this.keys ??= createRemoteJWKSet(new URL(this.config.googleJwksUrl));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        audience,
        issuer: this.config.googleIssuers,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      // A failure to reach the key set is ours, not the user's: say so (without the token) for the operator.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError))
        this.logger.warn(`Could not check a Google ID token against ${this.config.googleJwksUrl}: ${String(error)}`);
      return null;
    }
    if (payload.email_verified === false || payload.email_verified === 'false') return null;
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) return null;
    const picture = typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : '';
    return {
      sub: payload.sub,
      name: payload.name,
      email: payload.email,
      ...(picture && picture.length <= 2048 ? { picture } : {}),
    };
  }
}

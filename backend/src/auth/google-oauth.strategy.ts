import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { CONFIG, type Config } from '../config/config';
import type { GoogleIdentity } from './google-id-token';
import { CookieStateStore } from './google-oauth-state';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google sign-in by the server-side authorization-code flow (passport-google-oauth20), for browsers where Google's
 * sign-in script is blocked: the browser is sent to Google, comes back with a code, and the server exchanges it (with
 * the client secret) for the user's profile. Only on when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set.
 */
@Injectable()
export class GoogleOAuthStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(@Inject(CONFIG) config: Config) {
    super({
      clientID: config.googleClientId ?? 'google-sign-in-off',
      clientSecret: config.googleClientSecret ?? 'google-sign-in-off',
      // Relative: passport resolves it against the request (scheme and host as TRUST_PROXY lets Express see them).
      callbackURL: config.googleCallbackUrl ?? GOOGLE_CALLBACK_PATH,
      authorizationURL: config.googleAuthorizationUrl,
      tokenURL: config.googleTokenUrl,
      userProfileURL: config.googleUserinfoUrl,
      scope: ['openid', 'profile', 'email'],
      store: new CookieStateStore(config) as never,
      proxy: config.trustProxy !== false,
    });
    // The profile request carries Google's access token in a header, not in the URL's query string (logs keep URLs).
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  /** The same identity the ID-token path reads, so both ways in lead to the same account. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity | false {
    const claims = (profile._json ?? {}) as Record<string, unknown>;
    const sub = typeof claims.sub === 'string' ? claims.sub : profile.id;
    if (typeof sub !== 'string' || sub === '' || sub.length > 255) return false;
    if (claims.email_verified === false || claims.email_verified === 'false') return false;
    const picture = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : '';
    return {
      sub,
      name: claims.name,
      email: claims.email,
      ...(picture && picture.length <= 2048 ? { picture } : {}),
    };
  }
}

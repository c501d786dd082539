import { BadRequestException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CONFIG, type Config } from '../config/config';
import { ACCESS_TOKEN, ACCESS_TOKEN_VERIFY, sessionIdOf } from './access-token';
import type { AuthUser, JwtClaims } from './auth-user';
import { MESSAGES, plausibleLogin, registrationProblem, type Registration } from './credentials-rules';
import { googleDisplayName } from '../display-names/display-name-rules';
import { LoginFailures } from '../limits/failed-attempts';
import { GoogleIdTokenVerifier, type GoogleIdentity } from './google-id-token';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { RefreshTokensService, type IssuedRefreshToken } from './refresh-tokens.service';
import { userIdOfSubject } from './token-subject';
import { UsersService, type Account } from './users.service';

/** The answer of every sign-in call (docs/wire-protocol.md). */
export interface SignedIn {
  id: number;
  jwt: string;
  name: string;
  url?: string;
}

/** Who an access token signs in, and until when. */
export interface VerifiedToken {
  user: AuthUser;
  /** The session (refresh-token family) it was issued to. */
  sessionId: string;
  /** Its `exp`: seconds since the epoch. */
  expiresAt: number;
}

/** A sign-in and the refresh token that goes into its cookie. */
export interface Session {
  answer: SignedIn;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly loginFailures: LoginFailures,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async guest(): Promise<Session> {
    return this.session(await this.users.createGuest());
  }

  /**
   * A new account, or, when `bearer` is a guest's valid token, that guest registered in place. A bearer that is
   * not valid is refused (401) rather than ignored, so a guest whose token expired renews it and keeps their games.
   */
  async register(registration: Registration, bearer: string | undefined): Promise<Session> {
    const problem = registrationProblem(registration);
    if (problem) throw new BadRequestException(problem);
    let guestId: number | undefined;
    if (bearer !== undefined) {
      const caller = await this.verify(bearer);
      if (!caller) throw new UnauthorizedException();
      guestId = (await this.users.findAccount(caller.id))?.kind === 'guest' ? caller.id : undefined;
    }
    const account = await this.users.register(
      registration.username,
      await hashPassword(registration.password),
      guestId,
    );
    if (!account) throw new UnauthorizedException(); // the guest was upgraded meanwhile by another request
    return this.session(account);
  }

  /**
   * Unknown user names and wrong passwords get the same answer after the same work, and their failures lock the name
   * alike (429 TooManyAttempts, before any password is checked).
   */
  async login(username: string, password: string): Promise<Session> {
    await this.loginFailures.check(username);
    const user = plausibleLogin(username, password) ? await this.users.findForLogin(username) : null;
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !matches) {
      await this.loginFailures.fail(username);
      throw new UnauthorizedException(MESSAGES.invalid);
    }
    await this.loginFailures.reset(username);
    if (needsRehash(user.passwordHash)) await this.users.setPasswordHash(user.id, await hashPassword(password));
    return this.session(user);
  }

  async signInWithGoogle(idToken: string): Promise<Session> {
    if (!this.google.enabled) throw new NotFoundException(MESSAGES.googleOff);
    const identity = await this.google.verify(idToken);
    if (!identity) throw new UnauthorizedException(MESSAGES.invalid);
    return this.signInAsGoogleUser(identity);
  }

  /** An identity Google vouched for (an ID token, or the redirect flow's profile): its account, made on first use. */
  async signInAsGoogleUser(identity: GoogleIdentity): Promise<Session> {
    return this.session(await this.users.signInWithGoogle(identity, googleDisplayName(identity)));
  }

  /** A fresh access token for a refresh token, which is spent and replaced; null when refused. */
  async refresh(refreshToken: unknown): Promise<{ jwt: string; refreshToken: string } | null> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    if (typeof rotated === 'string') return null;
    const user = await this.users.find(rotated.userId);
    if (!user) return null;
    return { jwt: await this.accessToken(user, rotated), refreshToken: rotated.token };
  }

  /** Ends the sign-in a refresh token belongs to. */
  logout(refreshToken: unknown): Promise<void> {
    return this.refreshTokens.revoke(refreshToken);
  }

  /** For guest upgrades: the user a token names, or null when invalid, expired, signed out or gone. */
  async verify(token: unknown): Promise<AuthUser | null> {
    return (await this.verifySession(token))?.user ?? null;
  }

  /**
   * For socket handshakes: the user a token names, its session and expiry; null when it is not an HS256 token of
   * ours (issuer, audience), has expired, names nobody, or its session was revoked.
   */
  async verifySession(token: unknown): Promise<VerifiedToken | null> {
    if (typeof token !== 'string' || token === '') return null;
    let claims: JwtClaims;
    try {
      claims = await this.jwt.verifyAsync<JwtClaims>(token, ACCESS_TOKEN_VERIFY);
    } catch {
      return null;
    }
    const id = userIdOfSubject(claims.sub);
    const sessionId = sessionIdOf(claims);
    if (id === null || sessionId === null || typeof claims.exp !== 'number') return null;
    const user = await this.users.findInLiveSession(id, sessionId);
    return user && { user, sessionId, expiresAt: claims.exp };
  }

  /** Lives JWT_TTL, but never past the end of its session (SESSION_MAX_AGE after the sign-in). */
  private accessToken(user: AuthUser, session: IssuedRefreshToken): Promise<string> {
    const claims: Omit<JwtClaims, 'exp'> = { sub: user.id, name: user.name, sid: session.familyId };
    const lifetimeMs = Math.min(this.config.jwtTtlMs, session.sessionEndsAt - Date.now());
    return this.jwt.signAsync(claims, {
      algorithm: ACCESS_TOKEN.algorithm,
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      expiresIn: Math.max(1, Math.floor(lifetimeMs / 1000)),
    });
  }

  private async session(account: Account): Promise<Session> {
    const refreshToken = await this.refreshTokens.issue(account.id);
    const answer: SignedIn = { id: account.id, jwt: await this.accessToken(account, refreshToken), name: account.name };
    if (account.url) answer.url = account.url;
    return { answer, refreshToken: refreshToken.token };
  }
}

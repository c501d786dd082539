import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser, JwtClaims } from './auth-user';
import {
  MESSAGES,
  googleDisplayName,
  plausibleLogin,
  registrationProblem,
  type Registration,
} from './credentials-rules';
import { LoginFailures } from '../limits/failed-attempts';
import { GoogleIdTokenVerifier } from './google-id-token';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { RefreshTokensService } from './refresh-tokens.service';
import { userIdOfSubject } from './token-subject';
import { UsersService, type Account } from './users.service';

/** The answer of every sign-in call (contract.md §3). */
export interface SignedIn {
  id: number;
  jwt: string;
  name: string;
  url?: string;
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
    return this.session(await this.users.signInWithGoogle(identity, googleDisplayName(identity)));
  }

  /** A fresh access token for a refresh token, which is spent and replaced; null when refused. */
  async refresh(refreshToken: unknown): Promise<{ jwt: string; refreshToken: string } | null> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    if (typeof rotated === 'string') return null;
    const user = await this.users.find(rotated.userId);
    if (!user) return null;
    return { jwt: await this.accessToken(user), refreshToken: rotated.token };
  }

  /** Ends the sign-in a refresh token belongs to. */
  logout(refreshToken: unknown): Promise<void> {
    return this.refreshTokens.revoke(refreshToken);
  }

  /** For socket handshakes and guest upgrades: the user a token names, or null when invalid, expired or gone. */
  async verify(token: unknown): Promise<AuthUser | null> {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const claims = await this.jwt.verifyAsync<JwtClaims>(token);
      const id = userIdOfSubject(claims.sub);
      return id === null ? null : await this.users.find(id);
    } catch {
      return null;
    }
  }

  private accessToken(user: AuthUser): Promise<string> {
    const claims: JwtClaims = { sub: user.id, name: user.name };
    return this.jwt.signAsync(claims);
  }

  private async session(account: Account): Promise<Session> {
    const answer: SignedIn = { id: account.id, jwt: await this.accessToken(account), name: account.name };
    if (account.url) answer.url = account.url;
    return { answer, refreshToken: await this.refreshTokens.issue(account.id) };
  }
}

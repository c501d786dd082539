import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { CONFIG, type Config } from '../config/config';
import { SameSiteOnly } from '../security/origin-check.guard';
import { RateLimit } from '../security/rate-limit';
import { Public } from './auth-user';
import { LoginDto, GoogleSignInDto, RegisterDto } from './auth.dto';
import { AuthService, type Session, type SignedIn } from './auth.service';
import { REFRESH_COOKIE_AUTH, RenewedTokenSchema, SignedInSchema, SignInConfigSchema } from './auth.responses';
import type { GoogleIdentity } from './google-id-token';
import { GoogleOAuthGuard } from './google-oauth.guard';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import {
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiSeeOtherResponse,
  ApiFoundResponse,
} from '@nestjs/swagger';

/** The bearer token a request carries: undefined without an Authorization header, '' when it is not a bearer. */
function bearerOf(request: Request): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return /^Bearer ([^\s]+)$/i.exec(header)?.[1] ?? '';
}

/** Where the redirect sign-in sends the browser back to: the shell's login page, which finishes or reports it. */
export const GOOGLE_SIGNED_IN = '/login?google=signed-in';
export const GOOGLE_FAILED = '/login?google=failed';

/**
 * Every post here sets or spends the refresh cookie, so each is @SameSiteOnly: a page of another site could otherwise
 * sign a player out or into an account of its choosing.
 */
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @RateLimit('guest')
  @SameSiteOnly()
  @Post('guest')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInSchema, description: 'A new guest; sets the refresh cookie' })
  async guest(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.guest());
  }

  @RateLimit('auth')
  @SameSiteOnly()
  @Post('register')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInSchema, description: 'A guest caller (bearer) keeps their games; sets the cookie' })
  async register(
    @Body() body: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.register(body, bearerOf(request)));
  }

  @RateLimit('auth')
  @SameSiteOnly()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInSchema, description: 'Sets the refresh cookie' })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.login(body.username, body.password));
  }

  @RateLimit('auth')
  @SameSiteOnly()
  @Post('google')
  @HttpCode(200)
  @ApiOkResponse({ type: SignedInSchema, description: 'Signs in with a Google ID token; sets the cookie' })
  async google(
    @Body() body: GoogleSignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedIn> {
    return this.signedIn(request, response, await this.auth.signInWithGoogle(body.token));
  }

  /**
   * The redirect sign-in, for browsers where Google's script cannot load: sends the browser to Google with a state
   * kept in a cookie (the guard redirects).
   */
  @RateLimit('auth')
  @Get('google/start')
  @ApiFoundResponse({ description: "Redirects to Google's consent page" })
  @UseGuards(GoogleOAuthGuard)
  googleStart(): void {}

  /**
   * Google sends the browser back here with a code: once the guard has checked the state and exchanged the code,
   * the browser gets its refresh cookie and goes to the shell, which renews it for an access token. Any failure
   * (wrong state, bad code, Google unreachable) sends it to the login page instead.
   */
  @RateLimit('auth')
  @Get('google/callback')
  @ApiSeeOtherResponse({ description: 'Redirects to the shell: /login?google=signed-in or =failed' })
  @UseGuards(GoogleOAuthGuard)
  async googleCallback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const identity = (request as Request & { user?: GoogleIdentity | null }).user;
    if (!identity) return response.redirect(303, GOOGLE_FAILED);
    try {
      await this.signedIn(request, response, await this.auth.signInAsGoogleUser(identity));
    } catch {
      return response.redirect(303, GOOGLE_FAILED);
    }
    response.redirect(303, GOOGLE_SIGNED_IN);
  }

  /** What the shell needs to offer sign-in methods. */
  @Get('config')
  @ApiOkResponse({ type: SignInConfigSchema })
  publicConfig(): { googleClientId: string | null; googleRedirect: boolean } {
    const { googleClientId, googleClientSecret } = this.config;
    return { googleClientId: googleClientId ?? null, googleRedirect: !!googleClientId && !!googleClientSecret };
  }

  @SameSiteOnly()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiCookieAuth(REFRESH_COOKIE_AUTH)
  @ApiOkResponse({ type: RenewedTokenSchema })
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ jwt: string }> {
    const refreshed = await this.auth.refresh(readRefreshCookie(request));
    if (!refreshed) {
      clearRefreshCookie(this.config, request, response);
      throw new UnauthorizedException();
    }
    setRefreshCookie(this.config, request, response, refreshed.refreshToken);
    return { jwt: refreshed.jwt };
  }

  @SameSiteOnly()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Revokes the refresh cookie's session, if any, and clears it" })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(this.config, request, response);
  }

  /** A new sign-in replaces this browser's previous one, which is revoked rather than left valid. */
  private async signedIn(request: Request, response: Response, session: Session): Promise<SignedIn> {
    await this.auth.logout(readRefreshCookie(request));
    setRefreshCookie(this.config, request, response, session.refreshToken);
    return session.answer;
  }
}

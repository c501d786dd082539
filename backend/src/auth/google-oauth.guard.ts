import { type ExecutionContext, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { CONFIG, type Config } from '../config/config';
import { MESSAGES } from './credentials-rules';

/**
 * Runs the authorization-code flow: on the start route it redirects to Google; on the callback it checks the state,
 * exchanges the code and leaves the identity (or null when any step failed) for the controller, which redirects the
 * browser either way rather than showing it an error body.
 */
@Injectable()
export class GoogleOAuthGuard extends AuthGuard('google') {
  constructor(@Inject(CONFIG) private readonly config: Config) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (!this.config.googleClientId || !this.config.googleClientSecret) throw new NotFoundException(MESSAGES.googleOff);
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T | null {
    return error || !user ? null : user;
  }
}

import { Injectable, Logger } from '@nestjs/common';

/** Why a session ended before its access tokens expired. */
export type RevocationReason = 'signed-out' | 'reused' | 'session-over';

/** A revoked session: its family and whose it was. */
export interface Revocation {
  familyId: string;
  userId: number;
  reason: RevocationReason;
}

export type RevocationListener = (revocation: Revocation) => void;

/**
 * Tells whoever holds live connections that a session (a refresh-token family) was revoked: the realtime gateway
 * closes that session's sockets on every instance. The revocation itself is in PostgreSQL, which every instance
 * checks at each handshake and HTTP request; this only ends what is already connected.
 */
@Injectable()
export class SessionRevocations {
  private readonly logger = new Logger(SessionRevocations.name);
  private readonly listeners: RevocationListener[] = [];

  listen(listener: RevocationListener): void {
    this.listeners.push(listener);
  }

  revoked(revocation: Revocation): void {
    for (const listener of this.listeners) {
      try {
        listener(revocation);
      } catch (error) {
        this.logger.warn(`Could not close the connections of a revoked session: ${String(error)}`);
      }
    }
  }
}

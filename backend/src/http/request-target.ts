import type { ErrorBody } from '@tabletop/protocol';
import type { NextFunction, Request, Response } from 'express';
import { isUnstorable, payloadProblem, UNSTORABLE_TEXT } from '../security/untrusted-payload';

/** A path segment as a route parameter receives it; one Express cannot decode either is left to the router's 400. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Why a request's path or query is refused before any route reads it, or null. A route parameter or query value
 * reaches the database as text, which PostgreSQL refuses when it holds a NUL (a 500), and query values may nest
 * (`a[b][c]=`) or name Object.prototype members: the same limits as a body's, wherever the route reads them.
 */
export function requestTargetProblem(path: string, query: unknown): string | null {
  if (path.split('/').some((segment) => isUnstorable(decodedSegment(segment)))) return UNSTORABLE_TEXT;
  return payloadProblem(query);
}

/** Answers 400 to a request whose path or query breaks requestTargetProblem's limits, on every route alike. */
export function refuseBadTargets(request: Request, response: Response, next: NextFunction): void {
  const problem = requestTargetProblem(request.path, request.query);
  if (problem === null) return next();
  const body: ErrorBody = { message: problem, status: 400 };
  response.status(400).json(body);
}

import { applyDecorators, UseFilters, UsePipes } from '@nestjs/common';
import { WebSocketGateway } from '@nestjs/websockets';
import { WsAckFilter, wsValidationPipe } from './ws-validation';

/**
 * What every gateway of the socket shares: one Socket.IO server at /socket.io (Nest gives gateways of the same path
 * the same server, each binding its own messages on every connection), payloads validated like HTTP bodies, and any
 * failure acknowledged `{ ok: false, error }`. CORS for the polling transport is set from CORS_ORIGINS by AppIoAdapter.
 */
export const RealtimeGateway = () =>
  applyDecorators(WebSocketGateway({ path: '/socket.io' }), UsePipes(wsValidationPipe), UseFilters(WsAckFilter));

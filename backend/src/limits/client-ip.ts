import type { IncomingMessage } from 'node:http';
import { normalizeIp } from '@nestjs/throttler';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config/config';

type Trust = (address: string, hop: number) => boolean;

/** TRUST_PROXY compiled the way Express compiles its `trust proxy` setting. */
function compileTrust(setting: Config['trustProxy']): Trust {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
}

/**
 * The client IP of a raw request (e.g. a Socket.IO handshake), believing X-Forwarded-For only from trusted proxies:
 * the same answer Express gives as req.ip, so sockets and the HTTP rate limits see one client as one IP.
 */
export function clientIpOf(setting: Config['trustProxy']): (request: IncomingMessage) => string {
  const trust = compileTrust(setting);
  return (request) => proxyaddr(request, trust);
}

/**
 * The client every per-IP limit counts: its IP, an IPv6 address by its /64 (one subscriber's whole block, which a
 * client can hop around in at will), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export const ipTracker = (ip: string): string => normalizeIp(ip, 64);

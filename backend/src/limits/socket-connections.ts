import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CONFIG, type Config } from '../config/config';
import { ConnectionsPerIp } from './connections-per-ip';
import { LIMITS_KEY_PREFIX, LimitsRedis } from './limits-redis';

/** How often this instance says it is alive, and how long the others believe it without hearing again. */
const HEARTBEAT_MS = 5000;
const ALIVE_TTL_MS = 15_000;
/** Every this many heartbeats, every IP's count is written again (and its key's expiry pushed back). */
const FULL_MIRROR_EVERY = 6;
const COUNT_TTL_MS = 4 * HEARTBEAT_MS * FULL_MIRROR_EVERY;

const aliveKey = (instance: string) => `alive:${instance}`;
const countKey = (ip: string) => `sockets:${ip}`;

/**
 * KEYS[1]: the IP's hash of live connections, one field per instance. ARGV: this instance, its own count including
 * the one asked for, the limit, the full prefix of the liveness keys, the hash's expiry. Fields of instances no longer
 * alive are dropped (a killed instance's connections stop counting once its liveness key expires).
 */
const ACQUIRE = `
local fields = redis.call('HGETALL', KEYS[1])
local total = tonumber(ARGV[2])
for i = 1, #fields, 2 do
  local instance = fields[i]
  if instance ~= ARGV[1] then
    if redis.call('EXISTS', ARGV[4] .. instance) == 1 then
      total = total + tonumber(fields[i + 1])
    else
      redis.call('HDEL', KEYS[1], instance)
    end
  end
end
if total > tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

type AcquireCommand = (key: string, ...args: (string | number)[]) => Promise<number>;

/**
 * Live Socket.IO connections per client IP, limited across instances. Each instance counts its own in memory (the
 * truth for that instance) and, with REDIS_URL, writes its count into a Redis hash per IP, one field per instance, so
 * a handshake is judged on the sum over the live instances. Every write sets the field to the local count (never
 * adds), so a lost write is repaired by the next one; a count Redis missed while it was away is written again at the
 * next heartbeat. Redis unreachable: the instance judges on its own count only (fail to memory).
 */
@Injectable()
export class SocketConnections implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SocketConnections.name);
  private readonly local: ConnectionsPerIp;
  private readonly limit: number;
  /** Unique even when two processes are given one INSTANCE_ID. */
  private readonly instance: string;
  /** IPs whose count Redis may not have (a write failed or was not tried). */
  private readonly unsynced = new Set<string>();
  private heartbeat: NodeJS.Timeout | undefined;
  private beats = 0;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly redis: LimitsRedis,
  ) {
    this.limit = config.socketConnectionsPerIp;
    this.local = new ConnectionsPerIp(this.limit);
    this.instance = `${config.instanceId}:${randomUUID().slice(0, 8)}`;
    redis.client?.defineCommand('acquireSocket', { numberOfKeys: 1, lua: ACQUIRE });
    // Redis may have restarted empty: every count is written again.
    redis.client?.on('ready', () => this.beat(true));
  }

  onModuleInit(): void {
    if (!this.redis.client) return;
    this.beat(true);
    this.heartbeat = setInterval(() => this.beat(++this.beats % FULL_MIRROR_EVERY === 0), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Counts a new connection from `ip` (already reduced to what is counted); false when that IP is at the limit. */
  async tryAcquire(ip: string): Promise<boolean> {
    if (!this.local.tryAcquire(ip)) return false;
    const client = this.redis.client;
    if (!client || !this.redis.ready) {
      if (client) this.unsynced.add(ip);
      return true;
    }
    try {
      const acquire = (client as unknown as { acquireSocket: AcquireCommand }).acquireSocket;
      const accepted = await acquire.call(
        client,
        countKey(ip),
        this.instance,
        this.local.count(ip),
        this.limit,
        `${LIMITS_KEY_PREFIX}${aliveKey('')}`,
        COUNT_TTL_MS,
      );
      if (accepted === 1) return true;
      this.release(ip);
      return false;
    } catch (error) {
      this.logger.debug(`Redis did not count a connection, memory does: ${String(error)}`);
      this.unsynced.add(ip);
      return true;
    }
  }

  /** A counted connection from `ip` ended. */
  release(ip: string): void {
    this.local.release(ip);
    this.mirror([ip]);
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
  }

  /** Says this instance is alive, and writes the counts Redis may lack (all of them when `all`). */
  private beat(all: boolean): void {
    const client = this.redis.client;
    if (!client || !this.redis.ready) return;
    client.set(aliveKey(this.instance), '1', 'PX', ALIVE_TTL_MS).catch(() => undefined);
    this.mirror(all ? [...this.local.liveIps(), ...this.unsynced] : [...this.unsynced]);
  }

  /** Sets this instance's field of each IP to its local count (or removes it at zero). */
  private mirror(ips: string[]): void {
    const client = this.redis.client;
    if (!client || ips.length === 0) return;
    if (!this.redis.ready) {
      ips.forEach((ip) => this.unsynced.add(ip));
      return;
    }
    const pipeline = client.pipeline();
    for (const ip of new Set(ips)) {
      this.unsynced.delete(ip);
      const count = this.local.count(ip);
      if (count === 0) pipeline.hdel(countKey(ip), this.instance);
      else pipeline.hset(countKey(ip), this.instance, count).pexpire(countKey(ip), COUNT_TTL_MS);
    }
    pipeline.exec().then(
      (results) => {
        if (results?.some(([error]) => error)) ips.forEach((ip) => this.unsynced.add(ip));
      },
      () => ips.forEach((ip) => this.unsynced.add(ip)),
    );
  }
}

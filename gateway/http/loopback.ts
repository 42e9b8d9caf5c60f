import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Whether an address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6.
 * Anything unparseable is not.
 */
export function isLoopback(address: string): boolean {
  const ip = address.trim().toLowerCase();
  if (isIPv4(ip)) return ip.startsWith('127.');
  if (!isIPv6(ip)) return false;
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return true;
  const mapped = /^(?:0:0:0:0:0|:):ffff:([0-9.]+)$/.exec(ip)?.[1];
  return mapped !== undefined && isIPv4(mapped) && mapped.startsWith('127.');
}

/**
 * Whether a demo hook (SMS outbox, captcha answers, QR confirm) may answer this request: demo mode, and a
 * client on this machine. `request.ip` is the client as the trusted proxies report it, so a remote client
 * behind a proxy on this machine is still remote.
 */
export function demoHookAllowed(request: FastifyRequest, config: Pick<Config, 'demo'>): boolean {
  return config.demo && isLoopback(request.ip);
}

/**
 * A preHandler for demo hook routes: anyone else gets the answer of an address that does not exist, so the
 * hook is not revealed.
 */
export function loopbackOnly(config: Pick<Config, 'demo'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!demoHookAllowed(request, config)) return reply.callNotFound();
    return undefined;
  };
}

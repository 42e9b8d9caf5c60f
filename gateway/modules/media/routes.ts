import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route';

export function registerMediaRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}

import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route';

export function registerLiveRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}

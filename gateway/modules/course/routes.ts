import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route';

export function registerCourseRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}

import type { HttpClient } from '../../services/http';

/** Runs an actor's work so that whatever goes wrong reaches the machine as an ApiError (see ./failure.ts). */
export function settled<T>(http: HttpClient, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => Promise.reject(http.toApiError(error)));
}

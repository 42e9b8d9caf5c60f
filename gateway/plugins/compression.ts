import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * Compression of the gateway's JSON answers. Only routes that ask for it compress (`API_COMPRESSION` on the
 * contract's endpoints, gateway/http/route.ts): the portal's files are served already compressed, media answers
 * ranges of files that do not shrink, and downloads stream as they are. Compressed request bodies are not
 * accepted: a small gzip body can unpack to far more than the body limit allows.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { globalCompression: false, globalDecompression: false });
}

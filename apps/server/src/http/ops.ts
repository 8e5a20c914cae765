import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFoundEnvelope } from '@portal/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { listMigrations } from '../db/migrate.ts';
import { safeEqual } from '../lib/secrets.ts';

/**
 * Operating endpoints, off the /api prefix (no brand, no site version): /health (the process answers, no
 * database), /ready (the database answers and every migration is applied; 503 otherwise, so a load balancer
 * holds traffic back), /metrics (Prometheus text, behind METRICS_TOKEN; 404 when that is unset, so nothing
 * is exposed by default). Each app has its own registry: tests build many apps in one process.
 */
export function registerOps(app: FastifyInstance, deps: { db: Db; metricsToken: string | undefined }): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Replies with a 5xx status, by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Messages waiting in the outgoing mail queue',
    registers: [registry],
    async collect() {
      const [row] = await deps.db.query<{ n: number }>(
        `select count(*)::int as n from outgoing_mail where status = 'queued'`,
      );
      this.set(row?.n ?? 0);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: ids in paths must not make a label per account.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ route });
    done();
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'The process is up (no database check)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'The database answers and is migrated',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({
            status: z.enum(['migrating', 'database unavailable']),
            pending: z.array(z.string()).optional().meta({ description: 'the migrations not applied yet' }),
          }),
        },
      },
    },
    async (_req, reply) => {
      try {
        const rows = await deps.db.query<{ version: string }>('select version from schema_migrations');
        const applied = new Set(rows.map((r) => r.version));
        const pending = listMigrations()
          .filter((m) => !applied.has(m.version))
          .map((m) => m.version);
        if (pending.length) return reply.status(503).send({ status: 'migrating', pending });
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['ops'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN; 404 when none is set)',
        security: [{ metricsToken: [] }],
        produces: ['text/plain'],
        response: { 401: z.object({ status: z.literal('unauthorized') }), 404: notFoundEnvelope },
      },
    },
    async (req, reply) => {
      if (!deps.metricsToken) return reply.callNotFound();
      const header = req.headers.authorization;
      const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!safeEqual(given, deps.metricsToken)) return reply.status(401).send({ status: 'unauthorized' });
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

import type { FastifyInstance } from 'fastify';

/** What the scheduler runs while the server listens: main.ts starts it, the app stops it when it closes. */
export type Job = { start(): void; stop(): Promise<void> };

/** A module's routes: Fastify plugins, registered by app.ts. */
export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/**
 * One area of the server as the composition (modules.ts) sees it: the services the modules composed after it
 * use, the routes app.ts registers (an `admin-<area>` module's under the admin prefix, behind the operator
 * guard), the jobs the scheduler runs, and what to release when the app closes.
 */
export type AppModule<Services> = {
  /** an `admin-<area>` module: its routes are the console's, registered under the admin prefix behind its guard */
  console?: true;
  services: Services;
  routes: RoutePlugin[];
  jobs: Job[];
  close?: () => Promise<void>;
};

/**
 * What a module built around one service takes: the service's dependencies but those the module makes for it
 * (`Made`, its repository), so the module does not restate them.
 */
export type ServiceDeps<Create extends (deps: never) => unknown, Made extends string> = Omit<
  Parameters<Create>[0],
  Made
>;

/** An area that runs no job and releases nothing: the services it offers and its routes. */
export const areaModule = <Services>(services: Services, routes: RoutePlugin[]) =>
  ({ services, routes, jobs: [] as Job[] }) satisfies AppModule<Services>;

/** An `admin-<area>` module: its routes are the console's (registered under the admin prefix, behind its guard). */
export const consoleModule = <Services>(services: Services, routes: RoutePlugin[]) =>
  ({ console: true as const, ...areaModule(services, routes) }) satisfies AppModule<Services>;

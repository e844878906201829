import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Work a route does after its answer has left, so that the answer's time does not depend on
 * it (a reset asked for an address with or without an account). Its failure is logged, not
 * answered; the app's close waits for it, so it never runs on a closed database.
 */
export class WorkAfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(app: FastifyInstance) {
    app.addHook('onClose', async () => {
      await Promise.all(this.running);
    });
  }

  /** Runs `work` for `request`, logging its failure with the request's id. */
  run(request: FastifyRequest, work: () => Promise<void>): Promise<void> {
    const task = work().catch((error: unknown) => {
      request.log.error({ err: error }, 'work after the answer failed');
    });
    this.running.add(task);
    return task.finally(() => this.running.delete(task));
  }
}

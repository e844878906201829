import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work routes do after their answer has left (WorkAfterAnswer). */
    afterAnswer: WorkAfterAnswer;
  }
}

/**
 * Work a route does after its answer has left, so that the answer's time does not depend on
 * it (a reset asked for an address with or without an account). Its failure is logged, not
 * answered; the app's close waits for it, so it never runs on a closed database.
 */
export class WorkAfterAnswer {
  private readonly running = new Set<Promise<void>>();

  /** Runs `work` for `request`, logging its failure with the request's id. */
  run(request: FastifyRequest, work: () => Promise<void>): Promise<void> {
    const task = work().catch((error: unknown) => {
      request.log.error({ err: error }, 'work after the answer failed');
    });
    this.running.add(task);
    return task.finally(() => this.running.delete(task));
  }

  /** Resolves once no work is running, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}

/** One WorkAfterAnswer for the whole app (`app.afterAnswer`), which the app's close awaits. */
export function registerWorkAfterAnswer(app: FastifyInstance): void {
  const work = new WorkAfterAnswer();
  app.decorate('afterAnswer', work);
  app.addHook('onClose', () => work.settled());
}

type Step = () => unknown;

/**
 * Release steps run in reverse order of registration, every one even when another fails. A step
 * registered after run() (a start still going when the suite gave up on it) runs at once.
 */
export class Teardown {
  private readonly steps: { name: string; step: Step }[] = [];
  private closed = false;

  add(name: string, step: Step) {
    if (this.closed)
      void Promise.resolve()
        .then(step)
        .catch(() => undefined);
    else this.steps.push({ name, step });
  }

  async run() {
    this.closed = true;
    const failures: string[] = [];
    for (let next = this.steps.pop(); next; next = this.steps.pop()) {
      try {
        await next.step();
      } catch (error) {
        failures.push(`${next.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`teardown failed:\n${failures.join('\n')}`);
  }
}

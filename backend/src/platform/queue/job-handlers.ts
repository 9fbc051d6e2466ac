import { Injectable } from '@nestjs/common';

export interface JobContext {
  attempt: number;
  maxAttempts: number;
}

/** A job type: its payload is validated by parse() when the worker receives it. */
export interface JobDefinition<P> {
  name: string;
  parse(payload: unknown): P;
  handle(payload: P, context: JobContext): Promise<void>;
}

/** The catalogue of job types. Each module defines its jobs here when it starts. */
@Injectable()
export class JobHandlers {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();

  define<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  get(name: string): JobDefinition<unknown> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No handler for job "${name}"`);
    return definition;
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  names(): string[] {
    return [...this.definitions.keys()].sort();
  }

  /** Parses the payload and runs the handler. */
  async run(name: string, payload: unknown, context: JobContext): Promise<void> {
    const definition = this.get(name);
    await definition.handle(definition.parse(payload), context);
  }
}

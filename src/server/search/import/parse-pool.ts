import { availableParallelism } from "node:os";
import { type BlockResult, type ParseOptions, parseBlock } from "./parse-block";

export interface ParseRequest {
  id: number;
  bytes: Uint8Array;
  options: ParseOptions;
}
export type ParseReply = { id: number; result: BlockResult } | { id: number; error: string };

/** A block the worker could not parse; the message is the worker's own. */
export class ParseFailed extends Error {}

interface Reply {
  resolve: (result: BlockResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  waiting: Map<number, Reply>;
}

/**
 * Parses blocks on worker threads (one per core by default), or on this thread with `size` 0. The caller bounds the
 * blocks in flight; each block goes to the worker with the fewest waiting.
 */
export class ParsePool {
  private readonly slots: Slot[] = [];
  private readonly decoder = new TextDecoder();
  private nextId = 0;
  /** Set when a worker died: its blocks would never come back, so nothing more is parsed. */
  private broken: Error | undefined;

  constructor(
    readonly size = availableParallelism(),
    private readonly options: ParseOptions = {},
  ) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL("./parse-worker.ts", import.meta.url).href);
      const slot: Slot = { worker, waiting: new Map() };
      worker.onmessage = (event: MessageEvent<ParseReply>) => this.settle(slot, event.data);
      worker.onerror = (event) => this.failAll(slot, new ParseFailed(event.message || "a parse worker stopped"));
      this.slots.push(slot);
    }
  }

  /** Parses a block from RecordBlocks; on a worker, the block's buffer is transferred and unusable here afterwards. */
  parse(block: Uint8Array): Promise<BlockResult> {
    if (this.slots.length === 0) {
      try {
        return Promise.resolve(parseBlock(this.decoder.decode(block), this.options));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    if (this.broken) return Promise.reject(this.broken);
    const slot = this.slots.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
    const id = this.nextId++;
    return new Promise<BlockResult>((resolve, reject) => {
      slot.waiting.set(id, { resolve, reject });
      // Handed over, not copied: the block's buffer is its own (RecordBlocks), and this side is done with it.
      slot.worker.postMessage({ id, bytes: block, options: this.options } satisfies ParseRequest, [block.buffer]);
    });
  }

  private settle(slot: Slot, reply: ParseReply): void {
    const waiting = slot.waiting.get(reply.id);
    if (!waiting) return;
    slot.waiting.delete(reply.id);
    if ("error" in reply) waiting.reject(new ParseFailed(reply.error));
    else waiting.resolve(reply.result);
  }

  private failAll(slot: Slot, error: Error): void {
    this.broken ??= error;
    for (const waiting of slot.waiting.values()) waiting.reject(error);
    slot.waiting.clear();
  }

  close(): void {
    for (const { worker, waiting } of this.slots) {
      worker.terminate();
      for (const w of waiting.values()) w.reject(new ParseFailed("the parse pool was closed"));
    }
    this.slots.length = 0;
  }
}

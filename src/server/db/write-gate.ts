/**
 * Takes turns at SQLite's one write lock between the event loop's connection and the submission
 * writer thread (forms/submission-thread.ts), through two counters in shared memory. Without it
 * the event loop would meet the thread's lock inside a synchronous better-sqlite3 call and wait
 * there, busy timeout and all, with every request stopped. With it, a write on the event loop
 * waits asynchronously while the thread writes, and the thread (which may block: it has nothing
 * else to do) does not start a transaction while the event loop writes or waits to write, so the
 * event loop goes first.
 */
/** Node 20 has it; TypeScript's ES2023 library (the project's) does not declare it yet. */
const waitAsync = (Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: Promise<string> | string } }).waitAsync;

const THREAD_WRITING = 0;
const MAIN_WRITES = 1;

export interface GateSide {
  enter(): Promise<void> | void;
  leave(): void;
}

export class WriteGate {
  /** Pass to the thread (workerData) to build its side of the same gate. */
  readonly shared: SharedArrayBuffer;
  private readonly state: Int32Array;

  constructor(shared = new SharedArrayBuffer(8)) {
    this.shared = shared;
    this.state = new Int32Array(shared);
  }

  /** The event loop's side: waits without blocking while the thread is in a transaction. */
  readonly main: GateSide = {
    enter: () => {
      Atomics.add(this.state, MAIN_WRITES, 1);
      if (Atomics.load(this.state, THREAD_WRITING) === 1) return this.threadDone();
    },
    leave: () => {
      if (Atomics.sub(this.state, MAIN_WRITES, 1) === 1) Atomics.notify(this.state, MAIN_WRITES);
    },
  };

  /** The thread's side: blocks until the event loop's connection neither writes nor waits to. */
  readonly thread: GateSide = {
    enter: () => {
      for (;;) {
        Atomics.store(this.state, THREAD_WRITING, 1);
        const main = Atomics.load(this.state, MAIN_WRITES);
        if (main === 0) return;
        // The event loop wants the lock: step back, let it through, try again once it is done.
        Atomics.store(this.state, THREAD_WRITING, 0);
        Atomics.notify(this.state, THREAD_WRITING);
        Atomics.wait(this.state, MAIN_WRITES, main, 50);
      }
    },
    leave: () => {
      Atomics.store(this.state, THREAD_WRITING, 0);
      Atomics.notify(this.state, THREAD_WRITING);
    },
  };

  /** The thread has ended, perhaps in the middle of a transaction (SQLite undid it): nothing holds the turn. */
  threadGone(): void {
    this.thread.leave();
  }

  private async threadDone(): Promise<void> {
    while (Atomics.load(this.state, THREAD_WRITING) === 1) {
      const wait = waitAsync(this.state, THREAD_WRITING, 1);
      if (wait.async) await wait.value;
    }
  }
}

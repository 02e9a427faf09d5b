/**
 * A clock for the server's two-step sign-in (config.clock) that stands still until a test moves
 * it: "10 minutes later" is `clock.advance(10 * 60_000)`, with no waiting, and no step-up falls
 * due because a busy machine ran a test file slowly.
 */
export interface TestClock {
  (): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  return Object.assign(() => now, {
    advance(ms: number) {
      now += ms;
    },
  });
}

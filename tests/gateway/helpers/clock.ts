/**
 * A clock tests move by hand. It starts at the real time, or at the moment the run's demo data was seeded, so
 * database defaults (now()) stay close to it.
 */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

export function createClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

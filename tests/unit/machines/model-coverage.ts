import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

/*
 * Shared parts of the model-based machine tests: the names of a machine's transitions, the record of the
 * transitions a running actor took, and paths through a machine's own graph.
 */

/** What an event descriptor says, shortened: timers and actor answers by the name a reader knows. */
function labelOf(t: AnyTransitionDefinition): string {
  const node = t.source;
  const type = t.eventType;
  if (type === '') return 'always';
  const afterPrefix = 'xstate.after.';
  if (type.startsWith(afterPrefix) && type.endsWith(`.${node.id}`))
    return `after ${type.slice(afterPrefix.length, -node.id.length - 1)}`;
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (answer) {
    const invoke = node.invoke.find((i) => i.id === answer[2]);
    return `${answer[1]} of ${String(invoke?.src ?? answer[2])}`;
  }
  return type;
}

const names = new WeakMap<AnyTransitionDefinition, string>();

/**
 * One name per candidate transition, e.g. `session.signedOut.idle: login.qrSignedIn [1] → session.signedOut.
 * submitting.loadingUser`. Guarded branches of one event are told apart by their place in the list.
 */
export function transitionName(t: AnyTransitionDefinition): string {
  const known = names.get(t);
  if (known !== undefined) return known;
  const node = t.source;
  const siblings = t.eventType === '' ? node.always : node.transitions.get(t.eventType);
  const index = siblings?.indexOf(t) ?? -1;
  const targets = t.target?.map((target) => target.id).join(', ') ?? '(no target)';
  const name = `${node.id}: ${labelOf(t)} [${index}] → ${targets}`;
  names.set(t, name);
  return name;
}

/** Every transition of the machine's definition, by `transitionName`. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionName),
    ...(node.always ?? []).map(transitionName),
  ]);
}

/**
 * The transitions actors took, read from their inspection events: pass `inspect` to `createActor`. Only
 * transitions of machines whose root id is `machineId` count (a child machine has its own).
 */
export class TransitionLog {
  readonly taken = new Set<string>();

  constructor(private readonly machineId: string) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) {
      if (t.source.machine.id === this.machineId) this.taken.add(transitionName(t));
    }
  };

  /**
   * The machine's transitions no actor took, less those named in `unreachable` (each of which must still
   * be a transition of the machine, so the list cannot outlive what it excuses).
   */
  missing(machine: AnyStateMachine, unreachable: readonly string[] = []): string[] {
    const all = transitionsOf(machine);
    const stale = unreachable.filter((name) => !all.includes(name));
    if (stale.length > 0) throw new Error(`not transitions of ${machine.id}: ${stale.join('; ')}`);
    return all.filter((name) => !this.taken.has(name) && !unreachable.includes(name));
  }
}

export interface GraphStep<TSnapshot, TEvent> {
  event: TEvent;
  /** The machine's snapshot after the event, as the graph computed it. */
  state: TSnapshot;
}

export interface GraphPath<TSnapshot, TEvent> {
  /** The input the machine starts with. */
  input: unknown;
  steps: GraphStep<TSnapshot, TEvent>[];
}

export interface GraphOptions<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  /** The inputs to start from: one graph each, their edges counted once. */
  inputs: unknown[];
  /** The events worth trying in a state, with their payloads (actor answers as `xstate.done.actor.…`). */
  events: (state: TSnapshot) => TEvent[];
  /** What tells two states apart; keep it coarse enough for the graph to stay small. */
  serialize: (state: TSnapshot) => string;
  /** The most states one graph may have before the test gives up (the serializer is too fine). */
  limit?: number;
}

/**
 * Paths through the machine's own graph (its pure transitions, with `events` as the only inputs), one to
 * each edge: the shortest path to the edge's source, then the edge. A path that is the start of another is
 * left out, since walking the longer one checks every step of the shorter.
 */
export function edgePaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: GraphOptions<TSnapshot, TEvent>,
): GraphPath<TSnapshot, TEvent>[] {
  const logic = machine as unknown as Parameters<typeof getAdjacencyMap<TSnapshot, TEvent, unknown>>[0];
  const seen = new Set<string>();
  const paths: GraphPath<TSnapshot, TEvent>[] = [];
  for (const input of options.inputs) {
    const adjacency = getAdjacencyMap<TSnapshot, TEvent, unknown>(logic, {
      input,
      events: options.events,
      serializeState: (state) => options.serialize(state),
      limit: options.limit ?? 200_000,
    });
    // Each state's edges, by the state's key; the first state is the initial one.
    type Edge = GraphStep<TSnapshot, TEvent>;
    const edges = new Map<string, Edge[]>(
      Object.values(adjacency).map((value) => [
        options.serialize(value.state),
        Object.values(value.transitions as Record<string, Edge>),
      ]),
    );
    const first = edges.keys().next().value;
    if (first === undefined) continue;
    // Breadth first from the initial state: the shortest way to every state.
    const way = new Map<string, GraphStep<TSnapshot, TEvent>[]>([[first, []]]);
    const queue = [first];
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const here = way.get(key) ?? [];
      for (const { event, state } of edges.get(key) ?? []) {
        const next = options.serialize(state);
        if (way.has(next)) continue;
        way.set(next, [...here, { event, state }]);
        queue.push(next);
      }
    }
    for (const [key, out] of edges) {
      for (const { event, state } of out) {
        // An edge another start already reaches is walked once.
        const edge = `${key} ${JSON.stringify(event)}`;
        if (seen.has(edge)) continue;
        seen.add(edge);
        paths.push({ input, steps: [...(way.get(key) ?? []), { event, state }] });
      }
    }
  }
  const signature = (path: GraphPath<TSnapshot, TEvent>) =>
    `${JSON.stringify(path.input)}\n${path.steps.map((step) => JSON.stringify(step.event)).join('\n')}\n`;
  // Sorted, the paths that start with a given one come right after it.
  const sorted = paths
    .map((path) => ({ path, sig: signature(path) }))
    .sort((a, b) => (a.sig < b.sig ? -1 : 1));
  return sorted
    .filter(({ sig }, i) => !(sorted[i + 1]?.sig.startsWith(sig) ?? false))
    .map(({ path }) => path);
}

/** How a fake gateway may answer a call the machine invokes: with an output, or with an error. */
export type CallAnswer<TOutput, TError> = { output: TOutput } | { error: TError };

/** The done or error event of an invoked actor, as XState delivers it. */
export type InvokeAnswer<TOutput, TError> =
  | { type: `xstate.done.actor.${string}`; output: TOutput }
  | { type: `xstate.error.actor.${string}`; error: TError };

/** Each answer the fake gateway may give the invoked actor `id`, as the event the machine receives. */
export function answerEvents<TOutput, TError>(
  id: string,
  answers: CallAnswer<TOutput, TError>[],
): InvokeAnswer<TOutput, TError>[] {
  return answers.map((answer): InvokeAnswer<TOutput, TError> =>
    'output' in answer
      ? { type: `xstate.done.actor.${id}`, output: answer.output }
      : { type: `xstate.error.actor.${id}`, error: answer.error },
  );
}

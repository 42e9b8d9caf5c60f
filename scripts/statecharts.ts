/**
 * Finds every machine exported by a `*.machine.ts` file under src/machines and turns each into the files of
 * docs/machines/: the definition for the Stately visualizer (`<id>.json`), a page with a Mermaid statechart and
 * its events (`<id>.md`), and an index (README.md). Used by `npm run machines:export` and by the unit test
 * that keeps the committed files current, so importing this module has no side effects and its output depends
 * on nothing but the machines (no dates, stable order).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MACHINES_DIR = 'src/machines';
export const DOCS_DIR = 'docs/machines';
export const EXPORT_COMMAND = 'npm run machines:export';

export interface FoundMachine {
  machine: AnyStateMachine;
  /** Repository-relative path with forward slashes. */
  file: string;
  exportName: string;
  source: string;
}

/** Every `*.machine.ts` under src/machines, repository-relative, sorted. */
export async function machineFiles(root: string = REPO_ROOT): Promise<string[]> {
  const entries = await readdir(path.join(root, MACHINES_DIR), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.machine.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * `instanceof` alone misses a machine built by a second copy of xstate (a test runner may load one), so the
 * shape a machine has is accepted too.
 */
export function isMachine(value: unknown): value is AnyStateMachine {
  if (value instanceof StateMachine) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.config === 'object' &&
    typeof candidate.root === 'object' &&
    typeof candidate.transition === 'function' &&
    typeof candidate.toJSON === 'function'
  );
}

/**
 * Imports each machine file and keeps its exported machines. A file that exports none fails: its machine
 * would be missing from the documentation.
 */
export async function discoverMachines(root: string = REPO_ROOT): Promise<FoundMachine[]> {
  const found: FoundMachine[] = [];
  const seen = new Set<AnyStateMachine>();
  for (const file of await machineFiles(root)) {
    const absolute = path.join(root, file);
    const module = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    const source = await readFile(absolute, 'utf8');
    const names = Object.keys(module)
      .filter((name) => isMachine(module[name]))
      .sort();
    if (names.length === 0) {
      throw new Error(`${file} exports no machine: export the createMachine result so it is documented.`);
    }
    for (const exportName of names) {
      const machine = module[exportName] as AnyStateMachine;
      if (seen.has(machine)) continue;
      seen.add(machine);
      found.push({ machine, file, exportName, source });
    }
  }
  const byId = new Map<string, FoundMachine>();
  for (const entry of found) {
    const other = byId.get(entry.machine.id);
    if (other) {
      throw new Error(
        `Two machines have the id "${entry.machine.id}" (${other.file} ${other.exportName}, ${entry.file} ${entry.exportName}).`,
      );
    }
    byId.set(entry.machine.id, entry);
  }
  return found.sort((a, b) => compare(a.machine.id, b.machine.id));
}

/** Code-point order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------------
// The definition for the visualizer

/** Keys whose functions compute data at run time (no name worth showing): left out of the JSON. */
const VALUE_KEYS = new Set(['context', 'input', 'output', 'params']);

/**
 * The machine's configuration as JSON, the way the live inspector hands it to the visualizer: named actions,
 * guards, actors and delays stay strings; a function becomes `{ type }` by its xstate type or its name. Unlike
 * `machine.toJSON()`, this keeps `always` transitions.
 */
export function definitionJson(machine: AnyStateMachine): string {
  const replacer = function (this: unknown, key: string, value: unknown): unknown {
    if (typeof value !== 'function') return value;
    if (VALUE_KEYS.has(key)) return undefined;
    return functionSummary(value as NamedFunction);
  };
  return `${JSON.stringify(machine.config, replacer, 2)}\n`;
}

interface NamedFunction {
  name: string;
  type?: unknown;
  guards?: unknown;
  event?: unknown;
}

function functionSummary(fn: NamedFunction): Record<string, unknown> {
  // Built-in actions (raise, assign, sendTo…) carry their type; and/or/not carry the guards they combine.
  const type = typeof fn.type === 'string' ? fn.type : fn.name || 'inline';
  const summary: Record<string, unknown> = { type };
  if (Array.isArray(fn.guards)) summary.guards = fn.guards;
  const raised = eventType(fn.event);
  if (raised !== null) summary.event = { type: raised };
  return summary;
}

function eventType(event: unknown): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const type = (event as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
}

// ---------------------------------------------------------------------------------------------------------
// Reading the state tree

interface Edge {
  source: AnyStateNode;
  targets: readonly AnyStateNode[];
  /** How a reader names the trigger: the event, `onDone loadExam`, `after tick`, `always`. */
  event: string;
  kind: 'event' | 'actor' | 'done' | 'after' | 'always';
  guard: string | null;
  actions: string[];
  reenter: boolean;
}

/** Every state node, parents before children, in the order of the definition. */
function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childrenOf(node).flatMap(allNodes)];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  for (const [eventType, transitions] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
    const { event, kind } = triggerOf(node, eventType);
    for (const transition of transitions) edges.push(edgeOf(node, transition, event, kind));
  }
  for (const transition of node.always ?? []) edges.push(edgeOf(node, transition, 'always', 'always'));
  return edges;
}

function edgeOf(
  node: AnyStateNode,
  transition: AnyTransitionDefinition,
  event: string,
  kind: Edge['kind'],
): Edge {
  return {
    source: node,
    targets: transition.target ?? [],
    event,
    kind,
    guard: transition.guard === undefined ? null : guardName(transition.guard),
    actions: transition.actions.map(actionName),
    reenter: transition.reenter,
  };
}

function triggerOf(node: AnyStateNode, eventType: string): { event: string; kind: Edge['kind'] } {
  for (const invoke of node.invoke) {
    const actor = typeof invoke.src === 'string' ? invoke.src : invoke.id;
    if (eventType === `xstate.done.actor.${invoke.id}`) return { event: `onDone ${actor}`, kind: 'actor' };
    if (eventType === `xstate.error.actor.${invoke.id}`) return { event: `onError ${actor}`, kind: 'actor' };
    if (eventType === `xstate.snapshot.${invoke.id}`) return { event: `onSnapshot ${actor}`, kind: 'actor' };
  }
  if (eventType === `xstate.done.state.${node.id}`) return { event: 'onDone', kind: 'done' };
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) {
    const delay = delayed.delay;
    const shown = typeof delay === 'number' ? `${delay}ms` : typeof delay === 'string' ? delay : 'computed';
    return { event: `after ${shown}`, kind: 'after' };
  }
  return { event: eventType, kind: 'event' };
}

/** `isOnline`, `not(shouldRun)`, `and(a, b)`; an inline guard by its function's name. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as NamedFunction).guards;
    const name = (guard as NamedFunction).name || 'inline';
    return Array.isArray(combined) ? `${name}(${combined.map(guardName).join(', ')})` : name;
  }
  if (typeof guard === 'object' && guard !== null) {
    const type = (guard as { type?: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return 'inline';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const fn = action as NamedFunction;
    const type = typeof fn.type === 'string' ? fn.type.replace(/^xstate\./, '') : fn.name || 'inline';
    const raised = eventType(fn.event);
    return raised === null ? type : `${type}(${raised})`;
  }
  if (typeof action === 'object' && action !== null) {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return 'inline';
}

/** A state as the tables name it: its path below the machine (`answering.countdown.running`). */
function pathOf(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

// ---------------------------------------------------------------------------------------------------------
// Mermaid

/**
 * Mermaid ids are plain words: a state's path with every other character turned into `_`, and a number
 * added when two paths would meet on the same id.
 */
function mermaidIds(root: AnyStateNode): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>();
  const taken = new Set<string>();
  for (const node of allNodes(root)) {
    const base = `s_${node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_')}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
    taken.add(id);
    ids.set(node, id);
  }
  return ids;
}

/**
 * Labels as Mermaid shows them: `;` would end the statement, `"` the state's name and `<` opens markup, and
 * a state diagram prints entity codes as they are, so these become look-alikes.
 */
const LOOK_ALIKES: Record<string, string> = { ';': ',', '"': "'", '<': '‹', '>': '›' };

function mermaidText(text: string): string {
  return text.replace(/[;"<>]/g, (char) => LOOK_ALIKES[char] ?? char);
}

function stateLabel(node: AnyStateNode): string {
  if (node.type === 'history') return `${node.key} (${node.history === 'deep' ? 'H*' : 'H'})`;
  return node.key;
}

function edgeLabel(edge: Edge): string {
  return edge.guard === null ? edge.event : `${edge.event} [${edge.guard}]`;
}

/**
 * A composite state inside a parallel region: Mermaid fails to lay out an arrow that starts or ends on such a
 * box (its renderer loses the node), so those arrows are drawn between the states inside it instead.
 */
function boxedInRegion(node: AnyStateNode): boolean {
  if (childrenOf(node).length === 0) return false;
  for (let ancestor = node.parent?.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === 'parallel') return true;
  }
  return false;
}

/** The innermost states a transition into `node` enters: its initial state, every region's when parallel. */
function entryLeavesOf(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'compound') return node.initial.target.flatMap(entryLeavesOf);
  if (node.type === 'parallel') return childrenOf(node).flatMap(entryLeavesOf);
  return [node];
}

/** Every innermost state below `node`: a transition of `node` is taken from any of them. */
function leavesOf(node: AnyStateNode): AnyStateNode[] {
  const children = childrenOf(node).filter((child) => child.type !== 'history');
  return children.length === 0 ? [node] : children.flatMap(leavesOf);
}

/** `stateDiagram-v2` source for a machine: nested states as composites, parallel regions split by `--`. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = machine.root;
  const ids = mermaidIds(root);
  const lines = ['stateDiagram-v2'];
  const idOf = (node: AnyStateNode) => ids.get(node) ?? '';

  const renderChildren = (node: AnyStateNode, indent: string) => {
    const children = childrenOf(node);
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      renderState(child, indent);
    });
    if (node.type === 'compound') {
      for (const initial of node.initial.target) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    }
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    }
  };

  const renderState = (node: AnyStateNode, indent: string) => {
    const declaration = `${indent}state "${mermaidText(stateLabel(node))}" as ${idOf(node)}`;
    if (childrenOf(node).length === 0) {
      lines.push(declaration);
      return;
    }
    lines.push(`${declaration} {`);
    renderChildren(node, `${indent}  `);
    lines.push(`${indent}}`);
  };

  // Regions need a composite to sit in, so a parallel machine gets one box for itself.
  if (root.type === 'parallel') {
    renderState(root, '  ');
    lines.push(`  [*] --> ${idOf(root)}`);
  } else {
    renderChildren(root, '  ');
  }

  const drawn = new Set<string>();
  for (const node of allNodes(root)) {
    for (const edge of edgesOf(node)) {
      const label = mermaidText(edgeLabel(edge));
      for (const from of boxedInRegion(node) ? leavesOf(node) : [node]) {
        for (const target of edge.targets) {
          for (const to of boxedInRegion(target) ? entryLeavesOf(target) : [target]) {
            const line = `  ${idOf(from)} --> ${idOf(to)} : ${label}`;
            if (drawn.has(line)) continue;
            drawn.add(line);
            lines.push(line);
          }
        }
      }
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Markdown

/** Words of machine ids that are written in capitals. */
const ACRONYMS = new Set(['api', 'id', 'pdf', 'qr', 'sms', 'url']);

/** `examAttempt` → `Exam attempt`, `smsCode` → `SMS code`. */
export function titleOf(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter((word) => word !== '')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function commentParagraphs(body: string): string[] {
  const text = body
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd())
    .join('\n')
    .trim();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join(' ')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '' && !paragraph.startsWith('@'));
}

/**
 * The doc comment of the machine's export, or else the file's standalone leading comment (one followed by a
 * blank line), as paragraphs.
 */
export function leadingComment(source: string, exportName: string): string[] {
  const attached = new RegExp(String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*export const ${exportName}\b`).exec(
    source,
  );
  const standalone = /^\/\*\*((?:(?!\*\/)[\s\S])*)\*\/[ \t]*\n[ \t]*\n/m.exec(source);
  const body = attached?.[1] ?? standalone?.[1];
  return body === undefined ? [] : commentParagraphs(body);
}

/**
 * One paragraph on what the flow is: the comment's first paragraph, with the next one when the first is only
 * a short heading (`Rating a course.`) and the next is prose rather than a list.
 */
export function summaryOf(entry: FoundMachine): string {
  const paragraphs = leadingComment(entry.source, entry.exportName);
  const [first, second] = paragraphs;
  if (first !== undefined) {
    const short = first.length < 80 && !/[.!?]\s+\S/.test(first);
    const prose = second !== undefined && !second.startsWith('-') && !/:\s*-/.test(second);
    return short && prose ? `${first} ${second}` : first;
  }
  const root = entry.machine.root;
  if (root.description) return root.description;
  const top = childrenOf(root).map((node) => `\`${node.key}\``);
  return `The ${titleOf(entry.machine.id).toLowerCase()} flow, through the states ${top.join(', ')}.`;
}

/** One line for the index: the machine's own description, or the summary's first sentence. */
export function oneLineOf(entry: FoundMachine): string {
  const description = entry.machine.root.description;
  if (description) return description.replace(/\s+/g, ' ').trim();
  const summary = summaryOf(entry);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(summary);
  return sentence ? sentence[0] : summary;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function code(text: string): string {
  return `\`${text}\``;
}

const KIND_ORDER: Record<Edge['kind'], number> = { event: 0, actor: 1, done: 2, after: 3, always: 4 };

function eventsTable(machine: AnyStateMachine): string[] {
  const edges = allNodes(machine.root).flatMap(edgesOf);
  const sorted = edges
    .map((edge, index) => ({ edge, index }))
    .sort(
      (a, b) =>
        KIND_ORDER[a.edge.kind] - KIND_ORDER[b.edge.kind] ||
        compare(a.edge.event, b.edge.event) ||
        a.index - b.index,
    )
    .map(({ edge }) => edge);
  const rows = sorted.map((edge) => {
    const goesTo =
      edge.targets.length === 0
        ? 'stays'
        : edge.targets
            .map(
              (target) => code(pathOf(target)) + (target === edge.source && edge.reenter ? ' (again)' : ''),
            )
            .join(', ');
    return [
      code(edge.event),
      code(pathOf(edge.source)),
      edge.guard === null ? '' : code(edge.guard),
      goesTo,
      edge.actions.map(code).join(', '),
    ]
      .map(cell)
      .join(' | ');
  });
  if (rows.length === 0) return ['The machine takes no events.'];
  return [
    '| Event | In | Guard | Goes to | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ];
}

function statesTable(machine: AnyStateMachine): string[] {
  const rows = allNodes(machine.root)
    .slice(1)
    .map((node) => {
      const kind = node.type === 'atomic' ? '' : node.type;
      return [code(pathOf(node)), kind, node.tags.map(code).join(', '), node.description ?? '']
        .map(cell)
        .join(' | ');
    });
  return [
    '| State | Kind | Tags | Description |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ];
}

const GENERATED = `<!-- Generated by \`${EXPORT_COMMAND}\` from the machine definition: edit the machine, not this file. -->`;

export function machinePage(entry: FoundMachine): string {
  const { machine, file } = entry;
  const lines = [
    GENERATED,
    '',
    `# ${titleOf(machine.id)}`,
    '',
    `Machine ${code(machine.id)} (${code(entry.exportName)} in [${file}](../../${file})). Definition for the Stately visualizer: [${machine.id}.json](${machine.id}.json).`,
    '',
    summaryOf(entry),
    '',
    '## Statechart',
    '',
    'Transitions are labelled with their event and `[guard]`; `onDone`/`onError` name the invoked actor, `after` the',
    'delay; `always` transitions are taken as soon as their guard holds. Transitions that only run actions appear in',
    'the events table alone. Inside a parallel region, an arrow into a nested composite state points at the states',
    'it enters, and an arrow out of one leaves from each of its states.',
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    '',
    '## States',
    '',
    ...statesTable(machine),
    '',
    '## Events',
    '',
    ...eventsTable(machine),
    '',
  ];
  return lines.join('\n');
}

export function indexPage(entries: readonly FoundMachine[]): string {
  const rows = entries.map(({ machine, ...entry }) =>
    [
      code(machine.id),
      cell(oneLineOf({ machine, ...entry })),
      `[${titleOf(machine.id)}](${machine.id}.md)`,
      `[${machine.id}.json](${machine.id}.json)`,
    ].join(' | '),
  );
  return [
    GENERATED,
    '',
    '# State machines',
    '',
    `Every XState machine of the portal (\`${MACHINES_DIR}/**/*.machine.ts\`). Each page shows the machine as a`,
    'Mermaid statechart with its states and events; each JSON file is its definition, which the Stately visualizer',
    `imports. \`${EXPORT_COMMAND}\` rewrites this folder; a unit test fails while it is out of date.`,
    '',
    '| Machine | What it does | Page | Definition |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

/** Every file of docs/machines/ by name, as the export writes it. */
export function renderMachineDocs(entries: readonly FoundMachine[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    files.set(`${entry.machine.id}.json`, definitionJson(entry.machine));
    files.set(`${entry.machine.id}.md`, machinePage(entry));
  }
  files.set('README.md', indexPage(entries));
  return files;
}

export async function expectedMachineDocs(root: string = REPO_ROOT): Promise<Map<string, string>> {
  return renderMachineDocs(await discoverMachines(root));
}

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine, not } from 'xstate';
import {
  discoverMachines,
  DOCS_DIR,
  EXPORT_COMMAND,
  leadingComment,
  machineFiles,
  mermaidDiagram,
  renderMachineDocs,
  REPO_ROOT,
  summaryOf,
  titleOf,
  type FoundMachine,
} from '../../../scripts/statecharts';

describe('docs/machines', () => {
  let found: FoundMachine[];
  beforeAll(async () => {
    found = await discoverMachines();
  });

  it('documents a machine from every *.machine.ts file', async () => {
    const files = await machineFiles();
    expect(files.length).toBeGreaterThan(0);
    expect([...new Set(found.map((entry) => entry.file))].sort()).toEqual(files);
    const written = renderMachineDocs(found);
    for (const { machine } of found) {
      expect(written.has(`${machine.id}.md`)).toBe(true);
      expect(written.has(`${machine.id}.json`)).toBe(true);
      expect(written.get('README.md')).toContain(`[${machine.id}.json](${machine.id}.json)`);
    }
  });

  it('holds exactly what the export writes', async () => {
    const expected = renderMachineDocs(found);
    const dir = path.join(REPO_ROOT, DOCS_DIR);
    const onDisk = await readdir(dir).catch(() => [] as string[]);
    const problems: string[] = [];
    for (const [name, content] of expected) {
      if (!onDisk.includes(name)) problems.push(`${name} is missing`);
      else if ((await readFile(path.join(dir, name), 'utf8')) !== content) problems.push(`${name} differs`);
    }
    for (const name of onDisk) {
      if (!expected.has(name)) problems.push(`${name} belongs to no machine`);
    }
    expect(problems, `${DOCS_DIR} is out of date: run ${EXPORT_COMMAND}`).toEqual([]);
  });
});

describe('machine discovery', () => {
  it('fails on a machine file that exports no machine', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'statecharts-'));
    try {
      await mkdir(path.join(root, 'src/machines/empty'), { recursive: true });
      await writeFile(path.join(root, 'src/machines/empty/empty.machine.ts'), 'export const answer = 42;\n');
      await expect(discoverMachines(root)).rejects.toThrow(
        'src/machines/empty/empty.machine.ts exports no machine',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('statechart', () => {
  const machine = createMachine({
    id: 'sample',
    initial: 'idle',
    states: {
      idle: { on: { start: { guard: 'canStart', target: 'working' }, ping: { actions: 'pong' } } },
      working: {
        type: 'parallel',
        on: { stop: 'done' },
        states: {
          'upload-queue': {
            initial: 'waiting',
            states: {
              waiting: { after: { 500: 'sending' } },
              sending: {
                initial: 'first',
                states: { first: {}, second: {} },
                invoke: { src: 'send', onDone: '#sample.working.upload-queue.waiting' },
              },
            },
          },
          clock: {
            initial: 'ticking',
            states: {
              ticking: { always: { guard: not('hasTime'), target: 'over' } },
              over: { type: 'final' },
            },
          },
        },
      },
      done: { type: 'final' },
    },
  });
  const lines = mermaidDiagram(machine).split('\n');

  it('nests states, splits parallel regions and marks the initial and final states', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('  state "working" as s_working {');
    expect(lines).toContain('    state "upload-queue" as s_working_upload_queue {');
    expect(lines).toContain('    --');
    expect(lines).toContain('  [*] --> s_idle');
    expect(lines).toContain('      [*] --> s_working_upload_queue_waiting');
    expect(lines).toContain('  s_done --> [*]');
    expect(lines).toContain('      s_working_clock_over --> [*]');
  });

  it('labels transitions with events, guards, actors, delays and always', () => {
    expect(lines).toContain('  s_idle --> s_working : start [canStart]');
    expect(lines).toContain('  s_working --> s_done : stop');
    expect(lines).toContain('  s_working_clock_ticking --> s_working_clock_over : always [not(hasTime)]');
    // A composite inside a region is entered at its initial state and left from each of its states.
    expect(lines).toContain(
      '  s_working_upload_queue_waiting --> s_working_upload_queue_sending_first : after 500ms',
    );
    expect(lines).toContain(
      '  s_working_upload_queue_sending_first --> s_working_upload_queue_waiting : onDone send',
    );
    expect(lines).toContain(
      '  s_working_upload_queue_sending_second --> s_working_upload_queue_waiting : onDone send',
    );
    expect(lines.filter((line) => line.includes(': ping'))).toEqual([]);
  });

  it('lists every transition, those without a target too, in the page', () => {
    const page = renderMachineDocs([
      { machine, file: 'src/machines/sample/sample.machine.ts', exportName: 'sampleMachine', source: '' },
    ]).get('sample.md');
    expect(page).toContain('| `ping` | `idle` |  | stays | `pong` |');
    expect(page).toContain('| `start` | `idle` | `canStart` | `working` |  |');
    expect(page).toContain('```mermaid\nstateDiagram-v2\n');
  });
});

describe('page text', () => {
  it('reads the doc comment of the export, else the file’s leading comment', () => {
    const attached = `/** Not this one. */\nconst a = 1;\n\n/**\n * Signing in.\n *\n * idle → busy.\n */\nexport const signInMachine = 1;\n`;
    expect(leadingComment(attached, 'signInMachine')).toEqual(['Signing in.', 'idle → busy.']);
    const standalone = `import x from 'y';\n\n/**\n * The whole flow,\n * on two lines.\n */\n\n/** A constant. */\nexport const flowMachine = 1;\n`;
    expect(leadingComment(standalone, 'otherMachine')).toEqual(['The whole flow, on two lines.']);
  });

  it('joins a short heading with the prose that follows, and names machines', () => {
    const source = `/**\n * Rating a course.\n *\n * loading → ready.\n */\nexport const courseMarkMachine = 1;\n`;
    const machine = createMachine({ id: 'courseMark' });
    expect(summaryOf({ machine, file: '', exportName: 'courseMarkMachine', source })).toBe(
      'Rating a course. loading → ready.',
    );
    expect(titleOf('smsCode')).toBe('SMS code');
    expect(titleOf('examAttempt')).toBe('Exam attempt');
  });
});

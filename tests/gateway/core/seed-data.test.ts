import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coursesFile } from '../../../gateway/db/seed/courses';
import { checkSeedData } from '../../../gateway/db/seed/seed-data';
import { paperFile } from '../../../gateway/db/seed/exams';

/* The demo's data files are checked when read: a mistake names the file and the field (decision 39). */

const DATA = new URL('../../../gateway/db/seed/data/', import.meta.url);

/** A data file as parsed JSON, to spoil in a test. */
function dataFile(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(name, DATA), 'utf8')) as Record<string, unknown>;
}

type Json = Record<string, unknown> & Record<string, Record<string, unknown>[]>;

describe('seed data', () => {
  it('reads the data files as they are', () => {
    const xinghe = checkSeedData('courses/xinghe.json', dataFile('courses/xinghe.json'), coursesFile);
    expect(xinghe.courses.map((c) => c.course ?? c.newCourse?.courseName)).toContain('信息安全意识基础');
    // The usual introduction becomes the HTML the portal shows.
    expect(xinghe.courses[0]?.introduce).toMatch(
      /^<p>信息安全从每个人的日常习惯开始。.*<h3>适合谁<\/h3><p>全体员工（必修）。<\/p>$/,
    );
    const paper = checkSeedData('papers/compliance.json', dataFile('papers/compliance.json'), paperFile);
    expect(paper.sections.map((s) => s.problems.length)).toEqual([4, 3, 4, 2, 1, 1]);
  });

  it('refuses a misspelt key, naming the file and the field', () => {
    const data = dataFile('courses/xinghe.json') as Json;
    const first = data.courses?.[0] ?? {};
    first.isPubilc = first.isPublic;
    delete first.isPublic;
    expect(() => checkSeedData('courses/xinghe.json', data, coursesFile)).toThrow(
      'seed data courses/xinghe.json: not valid\n  courses[0]: Unrecognized key: "isPubilc"',
    );
  });

  it('refuses a wrong value and a period of two kinds', () => {
    const data = dataFile('courses/yuanshan.json') as Json;
    const course = data.courses?.[1] ?? {};
    course.cover = 'course-08.jpg';
    const chapters = course.chapters as { periods: Record<string, unknown>[] }[];
    const period = chapters[0]?.periods[0] ?? {};
    period.exam = '设备安全操作考试';
    const message = (() => {
      try {
        checkSeedData('courses/yuanshan.json', data, coursesFile);
        return '';
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    })();
    expect(message).toContain('courses[1].cover: Invalid input: expected number, received string');
    expect(message).toContain(
      'courses[1].chapters[0].periods[0]: give exactly one of media, lesson, exam and survey',
    );
  });

  it('refuses an answer that is not among the options', () => {
    const data = dataFile('papers/fire-quick.json') as Json;
    const section = data.sections?.[0] as { problems: Record<string, unknown>[] };
    const problem = section.problems[1] ?? {};
    problem.answer = 'E';
    expect(() => checkSeedData('papers/fire-quick.json', data, paperFile)).toThrow(
      'sections[0].problems[1].answer: the answer is not one of the options (A, B, …)',
    );
  });
});

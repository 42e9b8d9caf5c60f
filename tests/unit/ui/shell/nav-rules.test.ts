import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../../contract/system';
import {
  activeNavId,
  enabledNav,
  navTarget,
  splitNav,
  VISIBLE_NAV_COUNT,
} from '../../../../src/ui/kit/shell/nav-rules';

let nextId = 1;
function item(targetAddr: string, over: Partial<NavItem> = {}): NavItem {
  const id = String(nextId++);
  return {
    id,
    navName: `entry ${id}`,
    targetAddr,
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
    sort: Number(id),
    ...over,
  };
}

describe('enabledNav / splitNav', () => {
  it('keeps only statusId 1, in sort order', () => {
    const a = item('/a', { sort: 3 });
    const b = item('/b', { sort: 1 });
    const hidden = item('/c', { sort: 0, statusId: 0 });
    const d = item('/d', { sort: 2 });
    expect(enabledNav([a, b, hidden, d]).map((i) => i.id)).toEqual([b.id, d.id, a.id]);
  });

  it('keeps the given order for equal sort values', () => {
    const a = item('/a', { sort: 1 });
    const b = item('/b', { sort: 1 });
    expect(enabledNav([b, a]).map((i) => i.id)).toEqual([b.id, a.id]);
  });

  it('shows five entries and puts the rest under "more"', () => {
    const items = Array.from({ length: 8 }, (_, n) => item(`/p${n}`));
    items[2] = { ...items[2]!, statusId: 0 };
    const { shown, more } = splitNav(items);
    expect(VISIBLE_NAV_COUNT).toBe(5);
    expect(shown.map((i) => i.targetAddr)).toEqual(['/p0', '/p1', '/p3', '/p4', '/p5']);
    expect(more.map((i) => i.targetAddr)).toEqual(['/p6', '/p7']);
  });

  it('has nothing under "more" with five entries or fewer', () => {
    const { shown, more } = splitNav([item('/a'), item('/b')]);
    expect(shown).toHaveLength(2);
    expect(more).toEqual([]);
  });
});

describe('navTarget', () => {
  it('renders type 90 as a plain link, in a new tab when asked', () => {
    expect(navTarget(item('https://x.example/help', { targetType: 90, targetOpenNewPage: 1 }))).toEqual({
      kind: 'link',
      href: 'https://x.example/help',
      newTab: true,
    });
    expect(navTarget(item('https://x.example', { targetType: 90 }))).toMatchObject({ newTab: false });
  });

  it('renders type 99, no type or no address as text', () => {
    expect(navTarget(item('/a', { targetType: 99 }))).toEqual({ kind: 'text' });
    expect(navTarget(item('/a', { targetType: null }))).toEqual({ kind: 'text' });
    expect(navTarget(item('  ', { targetType: 1 }))).toEqual({ kind: 'text' });
  });

  it('renders any other type as a portal path', () => {
    expect(navTarget(item('/knowledge', { targetType: 1 }))).toEqual({
      kind: 'internal',
      path: '/knowledge',
      newTab: false,
    });
    expect(navTarget(item('lecturer', { targetType: 7, targetOpenNewPage: 1 }))).toEqual({
      kind: 'internal',
      path: '/lecturer',
      newTab: true,
    });
  });
});

describe('activeNavId', () => {
  const home = item('/');
  const knowledge = item('/knowledge');
  const rank = item('/home/rank');
  const course = item('/knowledge/course');
  const link = item('https://x.example', { targetType: 90 });
  const text = item('/live', { targetType: 99 });
  const off = item('/lecturer', { statusId: 0 });
  const all = [home, knowledge, rank, course, link, text, off];

  it('matches "/" only on / and /home', () => {
    expect(activeNavId(all, '/')).toBe(home.id);
    expect(activeNavId(all, '/home')).toBe(home.id);
    expect(activeNavId(all, '/home/')).toBe(home.id);
    expect(activeNavId(all, '/company')).toBeNull();
  });

  it('ignores the locale prefix', () => {
    expect(activeNavId(all, '/en')).toBe(home.id);
    expect(activeNavId(all, '/en/home')).toBe(home.id);
    expect(activeNavId(all, '/en/knowledge')).toBe(knowledge.id);
  });

  it('prefers the longest matching prefix', () => {
    expect(activeNavId(all, '/home/rank')).toBe(rank.id);
    expect(activeNavId(all, '/knowledge/course/12')).toBe(course.id);
    expect(activeNavId(all, '/knowledge/project/3')).toBe(knowledge.id);
  });

  it('matches whole segments only', () => {
    expect(activeNavId(all, '/knowledgebase')).toBeNull();
    expect(activeNavId(all, '/homework')).toBeNull();
  });

  it('never picks links, text or disabled entries', () => {
    expect(activeNavId(all, '/live')).toBeNull();
    expect(activeNavId(all, '/lecturer')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createToastBus, type Toast } from '../../../src/services/toast-bus';

describe('toast bus', () => {
  it('delivers toasts to every listener until it unsubscribes', () => {
    const bus = createToastBus();
    const a: Toast[] = [];
    const b: Toast[] = [];
    const stopA = bus.subscribe((t) => a.push(t));
    bus.subscribe((t) => b.push(t));
    bus.show('error', 'Delete failed!');
    stopA();
    bus.show('success', '保存成功');
    expect(a.map((t) => t.text)).toEqual(['Delete failed!']);
    expect(b.map((t) => [t.kind, t.text])).toEqual([
      ['error', 'Delete failed!'],
      ['success', '保存成功'],
    ]);
    expect(new Set(b.map((t) => t.id)).size).toBe(2);
  });

  it('hands toasts raised before the UI listened to the first listener', () => {
    const bus = createToastBus();
    bus.show('error', 'early');
    const seen: string[] = [];
    bus.subscribe((t) => seen.push(t.text));
    const late: string[] = [];
    bus.subscribe((t) => late.push(t.text));
    expect(seen).toEqual(['early']);
    expect(late).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatAgo, formatDuration } from './duration.ts';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('durations', () => {
  it('reads a countdown to its two largest units, in the active language', () => {
    expect(formatDuration(5 * h + 12 * min + 30 * s, 'en')).toBe('5 hr 12 min');
    expect(formatDuration(26 * h + 5 * min, 'en')).toBe('1 day 2 hr');
    expect(formatDuration(48 * h, 'en')).toBe('2 days');
    expect(formatDuration(12 * min + 5 * s, 'en')).toBe('12 min 5 sec');
    expect(formatDuration(40 * s + 900, 'en')).toBe('40 sec');
    expect(formatDuration(5 * h + 12 * min, 'de')).toBe('5 Std. 12 Min.');
  });

  it('never counts below zero', () => {
    expect(formatDuration(-5 * s, 'en')).toBe('0 sec');
  });

  it('says how long ago', () => {
    expect(formatAgo(0, 'en')).toBe('now');
    expect(formatAgo(3 * s, 'en')).toBe('3 sec. ago');
    expect(formatAgo(2 * min + 10 * s, 'en')).toBe('2 min. ago');
    expect(formatAgo(3 * h, 'en')).toBe('3 hr. ago');
  });
});

import { describe, expect, it } from 'vitest';
import { initialsOf } from './monogram';

describe("the owner's initials", () => {
  it.each([
    ['Robin Quill', 'RQ'],
    ['robin quill', 'RQ'],
    ['Robin', 'R'],
    ["Aanya O'Connor: आन्या राव", 'AO'],
    ['(Robin) "Quill"', 'RQ'],
    ['Robin 2nd Quill', 'RQ'],
    ['José-María Núñez', 'JN'],
    ['Ἀλέξανδρος Παππᾶς', 'ἈΠ'],
    ['आन्या राव', 'आरा'],
    ['陈 小明', '陈小'],
    ['  ', ''],
  ])('%s: %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

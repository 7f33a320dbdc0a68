/** The words of PCBrule's working slide rule (src/components/slide-rule/). */
export const slideRule = {
  label: 'A working PCBrule',
  stillLabel: 'The PCBrule set to 2 × 3: C’s 1 over 2 on D; the cursor over 3 on C reads 6 on D',
  slideLabel: 'Slide (C scale)',
  cursorLabel: 'Cursor',
  hint: 'Try it: drag C’s 1 over 2 on D, move the cursor to 3 on C, read 6 on D. By keyboard: Tab to the slide or the cursor, then use the arrow keys.',
  /** In place of the hint when JavaScript is off, and the still picture cannot move. */
  noScriptHint:
    'Set to 2 × 3: C’s 1 over 2 on D, and the cursor over 3 on C reads 6 on D. With JavaScript on, you can move the slide and the cursor yourself.',
  offScale: 'Move the cursor over the C scale to read a product',
} as const;

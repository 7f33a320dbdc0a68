/**
 * The words of a CAD model that Home's script never carries (docs/decisions.md, "Words where they
 * are used"): the 3D view's (src/components/model/model-viewer.tsx, a chunk fetched on View in 3D)
 * and the assembly's part list, which the build writes into the model's facts
 * (scripts/site/models/parts.ts). The figure's own words are in ./site-words.ts.
 */
export const modelWords = {
  /** The 3D view's name; the model's own alt text follows. */
  viewer: (alt: string) => `3D view: ${alt}`,
  /** The poster's name while the model loads, where the keyboard waits for the view. */
  loadingViewer: (alt: string) => `3D view, loading: ${alt}`,
  reset: 'Reset view',
  /** A toggle: its pressed state says whether the figure is full screen. */
  fullscreen: 'Full screen',
  ar: 'View in your space',
  /** Under an assembly's model: "18 parts: plate, 2 × l-bracket, …". */
  parts: (total: number, kinds: string) => `${total} parts${kinds ? `: ${kinds}` : ''}`,
  partKind: (name: string, count: number) => (count > 1 ? `${count} × ${name}` : name),
} as const;

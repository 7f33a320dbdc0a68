/**
 * The words of the photo viewer (src/components/gallery/photo-viewer.tsx), a chunk fetched when
 * a visitor opens a picture. Apart from ./site.ts, whose words every page's script carries, so
 * that they come with the viewer, not with Home's script, which is at its budget
 * (docs/decisions.md, "Words where they are used").
 */
export const photoViewerWords = {
  of: 'of',
  labels: {
    Lightbox: 'Photo viewer',
    'Photo gallery': 'Photos',
    Slide: 'Photo',
    '{index} of {total}': '{index} of {total}',
    Previous: 'Previous photo',
    Next: 'Next photo',
    Close: 'Close the viewer',
    'Zoom in': 'Zoom in',
    'Zoom out': 'Zoom out',
  },
} as const;

/** A file's size as a download link says it: "840 kB", "1.2 MB" (decimal units, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 999_500) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

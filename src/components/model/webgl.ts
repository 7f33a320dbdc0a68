/**
 * Whether this browser can draw WebGL, the 3D view's only way to draw: a
 * context on a canvas that is never shown, released at once. Asked at the
 * tap, never on load: a WebGL context wakes the graphics processor, and a
 * page of stills should not.
 */
export function canDrawWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    // Browsers cap the live contexts of a page; this one is done with.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

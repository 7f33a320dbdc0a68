/**
 * Which test browsers draw WebGL on this machine, and with which launch
 * settings: `npx tsx scripts/webgl-probe.ts` prints a line per engine as the
 * browser tests launch it (scripts/lab/browsers/engines.ts), then the settings that
 * show why those are needed: WebGL's version, what draws it, and whether a
 * cleared pixel reads back. The 3D model viewer needs WebGL, so its browser
 * tests need engines that have it (docs/decisions.md, "The 3D viewer").
 */
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { browserExecutable, chromiumArgs, chromiumPath, onPath } from './lab/browsers/chromium';
import { engineNames, launch } from './lab/browsers/engines';

/** Runs in the page: a WebGL context, what draws it, and a cleared pixel read back. */
function probe() {
  const canvas = document.createElement('canvas');
  const failures: string[] = [];
  canvas.addEventListener('webglcontextcreationerror', (event) =>
    failures.push((event as WebGLContextEvent).statusMessage.split('\n').pop()!.trim()),
  );
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as
    WebGLRenderingContext | WebGL2RenderingContext | null;
  if (!gl) return `no WebGL (${failures.join('; ')})`;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.clearColor(0, 1, 0, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  const pixel = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  const drawn = pixel[0] === 0 && pixel[1] === 255;
  return `${String(gl.getParameter(gl.VERSION))}; ${renderer}; ${drawn ? 'draws' : 'does not draw'}`;
}

const blank = 'data:text/html,<title>WebGL probe</title>';

/** Each engine as the browser tests launch it. */
async function asTheTestsLaunch() {
  for (const name of engineNames) {
    const engine = await launch(name);
    try {
      const tab = await engine.open({ width: 400, height: 300 });
      await tab.goto(name === 'webkit' ? 'about:blank' : blank);
      console.log(`${name}, as the tests launch it: ${await tab.evaluate(probe)}`);
      await tab.close();
    } finally {
      await engine.close();
    }
  }
}

/** Chromium and Firefox without the settings the tests give them, and with others tried. */
async function variants() {
  const warned: string[] = [];
  const chromiumVariants: [string, string[]][] = [
    [
      'without --enable-unsafe-swiftshader',
      chromiumArgs.filter((flag) => flag !== '--enable-unsafe-swiftshader'),
    ],
    ['with --use-angle=swiftshader', [...chromiumArgs, '--use-angle=swiftshader']],
  ];
  for (const [label, args] of chromiumVariants) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args });
    const page = await browser.newPage();
    page.on('console', (message) => warned.push(message.text()));
    await page.goto(blank);
    console.log(`chromium ${label}: ${await page.evaluate(probe)}`);
    // Chromium says so in the console, a beat later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (warned.length) console.log(`  console: ${warned.splice(0).join(' | ')}`);
    await browser.close();
  }
  const firefox = browserExecutable(
    'Firefox',
    'FIREFOX_PATH',
    onPath('firefox-esr', 'firefox'),
    'apt-get install -y firefox-esr',
  );
  for (const [label, prefs] of [
    ['headless without a display', {}],
    ['headless without a display, webgl.force-enabled', { 'webgl.force-enabled': true }],
  ] as const) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefox,
      headless: true,
      extraPrefsFirefox: prefs,
      // No DISPLAY, whatever the shell has.
      env: { ...process.env, DISPLAY: '' },
    });
    const page = await browser.newPage();
    await page.goto(blank);
    console.log(`firefox ${label}: ${await page.evaluate(probe)}`);
    await browser.close();
  }
}

await asTheTestsLaunch();
await variants();

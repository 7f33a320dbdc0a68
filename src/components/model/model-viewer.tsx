/**
 * The 3D view of a CAD model: Google's <model-viewer> (docs/decisions.md,
 * "The 3D viewer"). This module, model-viewer and three.js are a chunk of
 * their own, imported by load-viewer.ts at a tap on "View in 3D" and never
 * before. It fills the box the still picture held and shows the still as its
 * poster while the web GLB loads (reveal="manual", the poster dismissed on
 * `load`), so nothing moves.
 */
import '@google/model-viewer';
import type { ModelViewerElement } from '@google/model-viewer';
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { modelWords } from '../../content-model/model-words';
import { publicUrl } from '../../lib/assets';
import { cn } from '../../lib/cn';
import type { ModelFiles } from '../../lib/engineering-files';
import { prefersReducedMotion } from '../../lib/motion';
import meshoptReady from './meshopt-ready.js?url&no-inline';

export { ViewerControls } from './viewer-controls';

/*
 * Nothing from elsewhere. model-viewer fetches its decoders from Google's and
 * jsDelivr's CDNs unless told otherwise, and reads where from this global as
 * each element is made (the class's own setters are overwritten then), so it
 * is set before the first one:
 * - meshopt (the build's GLBs are EXT_meshopt_compression): model-viewer 4.4
 *   decodes with three.js's decoder, which it bundles, and only waits for a
 *   script at this location to load before handing that decoder to its
 *   loader; without a location a compressed file fails. So the location is
 *   a file of ours, empty, served beside the chunk (the decoder, already in
 *   the chunk, is not downloaded twice). The decoder compiles WebAssembly: the
 *   CSP's 'wasm-unsafe-eval' (scripts/site/pages/content-security-policy.ts).
 * - DRACO, KTX2 (Basis) and Lottie: the build's GLBs use none of them
 *   (scripts/site/models/web-model.ts), so nothing is shipped for them; their
 *   locations are paths on our own origin where nothing is served, so a file
 *   that asked for them would fail here, never call a CDN.
 * The environment is model-viewer's built-in "neutral" light (no image to
 * fetch), and the poster is our own still.
 */
const config = ((
  self as unknown as { ModelViewerElement?: Record<string, unknown> }
).ModelViewerElement ??= {});
Object.assign(config, {
  meshoptDecoderLocation: meshoptReady,
  dracoDecoderLocation: publicUrl('models/not-shipped/draco/'),
  ktx2TranscoderLocation: publicUrl('models/not-shipped/basis/'),
  lottieLoaderLocation: publicUrl('models/not-shipped/lottie.js'),
});

/** What the figure asks of the view: the camera back to its start, and the keyboard. */
export interface ViewerHandle {
  reset(): void;
  focus(): void;
}

interface ModelViewerProps {
  ref?: Ref<ViewerHandle>;
  /** The web GLB under the site's root. */
  glb: string;
  /** Where the view opens: the still's camera (scripts/site/models/viewer-camera.ts). */
  camera: ModelFiles['camera'];
  alt: string;
  /** The still picture, shown until the model is ready. */
  poster: ReactNode;
  /** The model could not be shown (its file, or WebGL, failed): the figure goes back to the still. */
  onFailed: () => void;
}

/** model-viewer's 3D view of a web GLB, with orbit, zoom and pan, and AR where the device has it. */
export function ModelViewer({
  ref,
  glb,
  camera,
  alt,
  poster: picture,
  onFailed,
}: ModelViewerProps) {
  const element = useRef<ModelViewerElement>(null);
  const poster = useRef<HTMLDivElement>(null);
  // Read once, as the view opens: it turns by itself only for visitors who have not asked for less motion.
  const [still] = useState(prefersReducedMotion);

  /** The part of <model-viewer> that takes the keyboard, inside its shadow root: see `focus`. */
  const controls = () => element.current?.shadowRoot?.querySelector<HTMLElement>('.userInput');

  useImperativeHandle(ref, () => ({
    reset() {
      const viewer = element.current;
      if (!viewer) return;
      // The start is the still's camera, set as camera-orbit, camera-target and field-of-view. A
      // drag moves the camera, not those values, so ask for them again.
      viewer.resetTurntableRotation(0);
      for (const name of ['cameraOrbit', 'cameraTarget', 'fieldOfView']) viewer.requestUpdate(name);
      if (still) viewer.jumpCameraToGoal();
    },
    focus() {
      // The view takes the keyboard (arrows turn, Page Up/Down zoom) in model-viewer's own
      // element (.userInput: tabindex 0, role img, named by alt), which shows only once the
      // model is in; the element itself takes no focus. Until then the poster holds it.
      if (element.current?.loaded) controls()?.focus();
      else poster.current?.focus();
    },
  }));

  useEffect(() => {
    const viewer = element.current;
    if (!viewer) return;
    const reveal = () => {
      viewer.dismissPoster();
      // The poster is gone: the keyboard goes on to the view, if the poster had it.
      if (document.activeElement === poster.current) controls()?.focus();
    };
    viewer.addEventListener('load', reveal);
    viewer.addEventListener('error', onFailed);
    return () => {
      viewer.removeEventListener('load', reveal);
      viewer.removeEventListener('error', onFailed);
    };
  }, [onFailed]);

  return (
    <model-viewer
      ref={element}
      src={publicUrl(glb)}
      alt={modelWords.viewer(alt)}
      reveal="manual"
      loading="eager"
      cameraControls
      // It opens on the still's view of the part, and turns from there.
      cameraOrbit={camera.orbit}
      cameraTarget={camera.target}
      fieldOfView={camera.fieldOfView}
      // Vertical swipes still scroll the page on a phone; sideways ones turn the model.
      touchAction="pan-y"
      autoRotate={!still}
      interactionPrompt={still ? 'none' : 'auto'}
      environmentImage="neutral"
      // Under the neutral light at exposure 1 a pale grey part washes out on the light page;
      // 0.6 and a soft ground shadow keep its faces and its footprint apart, in both schemes.
      exposure={0.6}
      shadowIntensity={1}
      // WebXR (Android's Chrome) and Quick Look (iOS, from a USDZ model-viewer makes of the GLB).
      // Not scene-viewer: Google's app fetches the GLB itself and cannot read meshopt-compressed
      // files, which are all the build makes.
      ar
      arModes="webxr quick-look"
      className={cn(
        'absolute inset-0 size-full',
        // The loading bar, in the page's accent, in both schemes.
        '[--progress-bar-color:rgb(var(--accent-ink))]',
      )}
    >
      <div
        ref={poster}
        slot="poster"
        role="img"
        aria-label={modelWords.loadingViewer(alt)}
        tabIndex={-1}
        className="absolute inset-0 focus:outline-none"
      >
        {picture}
      </div>
      <button
        slot="ar-button"
        type="button"
        className="absolute bottom-3 right-3 inline-flex min-h-11 items-center rounded-xl border border-line bg-raised px-4 text-sm font-semibold text-ink hover:bg-sunken"
      >
        {modelWords.ar}
      </button>
    </model-viewer>
  );
}

/** <model-viewer> in JSX: React 19 sets these as the element's properties (it is defined before it renders). */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': HTMLAttributes<ModelViewerElement> & {
        ref?: Ref<ModelViewerElement>;
        src: string;
        alt: string;
        reveal?: 'auto' | 'manual';
        loading?: 'auto' | 'lazy' | 'eager';
        cameraControls?: boolean;
        cameraOrbit?: string;
        cameraTarget?: string;
        fieldOfView?: string;
        touchAction?: 'pan-y' | 'pan-x' | 'none';
        autoRotate?: boolean;
        interactionPrompt?: 'auto' | 'none';
        environmentImage?: string;
        exposure?: number;
        shadowIntensity?: number;
        ar?: boolean;
        arModes?: string;
      };
    }
  }
}

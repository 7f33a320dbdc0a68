// The script <model-viewer> waits for before it hands three.js's meshopt decoder, which it bundles
// (already in the viewer's chunk), to its glTF loader. Empty on purpose: model-viewer.tsx says why.

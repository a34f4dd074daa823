/**
 * The painter bundle's entry (dist/painter.js): paintScene as a global, for pages that load the
 * bundle with a plain <script> (the render engine's scene page).
 */
import { paintScene } from './paint-scene';

declare global {
  interface Window {
    gramotaPaintScene: typeof paintScene;
  }
}

window.gramotaPaintScene = paintScene;

import { blankScene, defaultMaketId, isWorkshopFormat, type WorkshopScene } from '@gramota/scene';

/**
 * The layouts (makets) a new template may start from (seed 001 §3 Maket). The makets catalogue
 * (./makets: findMaket, maketsOf and @gramota/scene's sceneFromMaket) answers this in the app;
 * a layout that is not in the catalogue, or is not of the format's kind, is null (400
 * maket_invalid).
 */
export interface WorkshopMakets {
  newScene(format: string, maketId: number): WorkshopScene | null;
}

/**
 * Without the catalogue: only the format's default layout, as the blank scene of the format (its
 * plain frame and title). Tests and a build without the makets module use it.
 */
export const DEFAULT_LAYOUTS_ONLY: WorkshopMakets = {
  newScene(format, maketId) {
    if (!isWorkshopFormat(format) || maketId !== defaultMaketId(format)) return null;
    return blankScene(format, maketId);
  },
};

/**
 * The shipped layouts catalogue (./makets), and for a layout it does not have (a build without
 * the rendered catalogue) the format's default layout as the blank scene.
 */
export function withDefaultLayouts(catalogue: WorkshopMakets): WorkshopMakets {
  return {
    newScene: (format, maketId) =>
      catalogue.newScene(format, maketId) ?? DEFAULT_LAYOUTS_ONLY.newScene(format, maketId),
  };
}

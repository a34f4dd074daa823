import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type Konva from 'konva';
import { Layer, Stage, Transformer } from 'react-konva';
import {
  sceneShapes,
  scenePageSize,
  titleFontQuery,
  type SceneShape,
  type WorkshopScene,
} from '@gramota/scene';
import { pageSizeMm } from '@gramota/doc-style';
import { selectSettings, useAppSelector } from '@gramota/store';
import { VerifyMarkPreview } from '@gramota/ui/verify';
import { accountVerifyChoice } from '@gramota/contracts';
import type { RedactorAction } from '../state/redactor-reducer';
import { pictureTarget, TITLE, type Selection, type Target } from '../state/selection';
import { ShapeNode } from './shape-node.component';
import { useSceneImages } from './use-scene-images';
import { useShapeEditing } from './use-shape-editing';
import { useTitleFont } from './use-title-font';
import { DragGuides } from './drag-guides.component';
import styles from './scene-canvas.module.css';

const STATIC_ROLES = new Set(['page', 'background', 'frame']);

interface SceneCanvasProps {
  /** What is shown (a gesture's live scene while it lasts). */
  scene: WorkshopScene;
  /** The history's present: drags are measured from it. */
  committedScene: WorkshopScene;
  selection: Selection;
  readOnly: boolean;
  /** The width the page is fitted to, CSS px. */
  width: number;
  dispatch: Dispatch<RedactorAction>;
}

const targetOf = (shape: SceneShape): Target | null =>
  shape.role === 'title'
    ? TITLE
    : shape.role === 'picture' && shape.pictureId !== undefined
      ? pictureTarget(shape.pictureId)
      : null;

const keyOf = (selection: Selection) =>
  selection?.kind === 'title' ? 'title' : selection ? `picture-${selection.id}` : null;

/**
 * The template's page, drawn only from sceneShapes (the render engine paints the file from the
 * same list). Three layers: the static page (background, frame; not listening), the title and
 * pictures, and the handles (Transformer, empty while nothing is selected), so the canvas then
 * shows exactly the template; the snapping guides are lines laid over it. Every layer is a
 * page-sized canvas the browser composes on each frame: no more are added.
 */
export function SceneCanvas({
  scene,
  committedScene,
  selection,
  readOnly,
  width,
  dispatch,
}: SceneCanvasProps) {
  const page = scenePageSize(scene.format);
  const scale = width / page.width;
  const contentLayer = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const fontLoads = useTitleFont(scene.title.fontfamily, titleFontQuery(scene));
  const editing = useShapeEditing(committedScene, dispatch, transformer);
  // Documents made from the template print their verification mark where the account's default
  // says (issue 35): shown over the page, not part of the template.
  const verify = accountVerifyChoice(useAppSelector(selectSettings));

  const firstPass = sceneShapes(scene);
  const images = useSceneImages(firstPass.flatMap((shape) => (shape.src ? [shape.src] : [])));
  const shapes = useMemo(
    () =>
      sceneShapes(scene, (src) => {
        const image = images.get(src);
        return image ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
      }),
    [scene, images],
  );

  const selectedKey = readOnly ? null : keyOf(selection);
  useEffect(() => {
    const node = selectedKey ? contentLayer.current?.findOne(`#${selectedKey}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedKey, shapes, images]);

  const node = (shape: SceneShape) => {
    const target = readOnly ? null : targetOf(shape);
    return (
      <ShapeNode
        // The title is made again once its font has loaded: Konva measured it with a fallback.
        key={shape.role === 'title' ? `${shape.key}-${fontLoads}` : shape.key}
        shape={shape}
        image={shape.src ? images.get(shape.src) : undefined}
        handlers={target ? editing.handlersFor(target) : undefined}
      />
    );
  };

  return (
    <div className={styles.canvas}>
      <Stage
        width={Math.round(page.width * scale)}
        height={Math.round(page.height * scale)}
        scaleX={scale}
        scaleY={scale}
        onMouseDown={(event) => {
          // A click on the page itself (the static layer does not listen) lets go of the selection.
          if (event.target === event.target.getStage())
            dispatch({ type: 'select', selection: null });
        }}
        onTouchStart={(event) => {
          if (event.target === event.target.getStage())
            dispatch({ type: 'select', selection: null });
        }}
      >
        <Layer listening={false}>
          {shapes.filter((shape) => STATIC_ROLES.has(shape.role)).map(node)}
        </Layer>
        <Layer ref={contentLayer}>
          {shapes.filter((shape) => !STATIC_ROLES.has(shape.role)).map(node)}
        </Layer>
        <Layer>
          <Transformer
            ref={transformer}
            keepRatio
            enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            rotationSnaps={[0, 90, 180, 270]}
            boundBoxFunc={(previous, next) => (next.width < 8 || next.height < 8 ? previous : next)}
          />
        </Layer>
      </Stage>
      <DragGuides store={editing.guides} scale={scale} />
      {verify.on ? (
        <VerifyMarkPreview
          choice={verify}
          pageMm={pageSizeMm(scene.format)}
          pageWidthPx={page.width * scale}
        />
      ) : null}
    </div>
  );
}

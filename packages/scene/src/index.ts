// The workshop's scene: the model (checked), its defaults and formats, the history of the editor,
// and sceneShapes: the one description of what a scene draws, used by the canvas editor
// (react-konva) and by the render engine's painter (Konva in headless Chromium).
export * from './scene-model';
export * from './workshop-formats';
export * from './scene-defaults';
export * from './parse-scene';
export * from './scene-history';
export * from './scene-shapes';
export * from './snap-guides';
export * from './apply-maket';

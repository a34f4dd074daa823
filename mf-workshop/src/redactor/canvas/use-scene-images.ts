import { useEffect, useState } from 'react';

/**
 * The scene's pictures as loaded <img> elements, by source. A picture that fails to load stays
 * missing (the canvas draws the rest); a source no longer used is let go.
 */
export function useSceneImages(sources: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const key = [...new Set(sources)].sort().join('\n');
  useEffect(() => {
    let active = true;
    const wanted = key ? key.split('\n') : [];
    setImages((current) => new Map([...current].filter(([src]) => wanted.includes(src))));
    for (const src of wanted) {
      const image = new window.Image();
      image.onload = () => {
        if (active) setImages((current) => new Map(current).set(src, image));
      };
      image.src = src;
    }
    return () => {
      active = false;
    };
  }, [key]);
  return images;
}

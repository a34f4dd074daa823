/** An edited doc's own thumbnail, as doc-thum asks the doc-thumbnails module for it. */
export interface RenderedThumbnail {
  /** The WebP the render engine made of the doc as the list's key says; null until then. */
  own: Buffer | null;
  /**
   * True while the doc's own picture is being made: the template's picture shown meanwhile is not
   * to be kept by the browser (the same address will show the doc's own).
   */
  pending: boolean;
}

export interface RenderedThumbnails {
  file(userId: string, docId: number, key: string): Promise<RenderedThumbnail>;
}

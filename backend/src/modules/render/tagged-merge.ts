/**
 * PDFs made by the render engine joined into one that stays tagged (issue 36: every PDF the
 * product makes is read by a screen reader in order). pdf-lib's copyPages copies the pages but
 * not the structure tree, which hangs off the catalog: here each file's pages and structure are
 * copied with one copier, so the structure's page references (/Pg) land on the copied pages;
 * the pages' /StructParents keys (and their annotations' /StructParent) are shifted past the
 * files before them, and one ParentTree and one StructTreeRoot hold every file's in order.
 * A file without a structure makes the result untagged rather than wrongly tagged.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFPage,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

const name = (value: string) => PDFName.of(value);

/** The (key, value) pairs of a number tree, flat or with kids, in the source's own objects. */
function numberTree(doc: PDFDocument, tree: PDFDict | undefined, into: [number, PDFObject][]) {
  if (!tree) return into;
  const nums = tree.lookupMaybe(name('Nums'), PDFArray);
  if (nums)
    for (let index = 0; index + 1 < nums.size(); index += 2) {
      const key = nums.lookup(index);
      if (key instanceof PDFNumber) into.push([key.asNumber(), nums.get(index + 1)]);
    }
  const kids = tree.lookupMaybe(name('Kids'), PDFArray);
  if (kids)
    for (let index = 0; index < kids.size(); index += 1)
      numberTree(doc, kids.lookupMaybe(index, PDFDict), into);
  return into;
}

/** The copier's own map (private in pdf-lib's types): source refs to copied refs. */
const mapRef = (copier: PDFObjectCopier, from: PDFRef, to: PDFRef) =>
  (copier as unknown as { traversedObjects: Map<PDFObject, PDFObject> }).traversedObjects.set(
    from,
    to,
  );

/** Appends every page of `sources`, in order, to `merged`, keeping their structure trees. */
export async function appendTagged(merged: PDFDocument, sources: readonly PDFDocument[]) {
  const context = merged.context;
  const rootRef = context.nextRef();
  const kids: PDFObject[] = [];
  const nums: PDFObject[] = [];
  let roleMap: PDFDict | undefined;
  let nextKey = 0;
  let tagged = sources.length > 0;
  for (const source of sources) {
    await source.flush();
    const copier = PDFObjectCopier.for(source.context, context);
    const rootEntry = source.catalog.get(name('StructTreeRoot'));
    const root = source.catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
    if (!root) tagged = false;
    // The structure's parent links to the file's root become links to the merged root.
    if (rootEntry instanceof PDFRef) mapRef(copier, rootEntry, rootRef);
    const offset = nextKey;
    let highest = -1;
    for (const page of source.getPages()) {
      const node = copier.copy(page.node) as PDFDict;
      const ref = context.register(node);
      mapRef(copier, page.ref, ref);
      const key = node.lookupMaybe(name('StructParents'), PDFNumber);
      if (key) {
        highest = Math.max(highest, key.asNumber());
        node.set(name('StructParents'), PDFNumber.of(key.asNumber() + offset));
      }
      const annotations = node.lookupMaybe(name('Annots'), PDFArray);
      for (let index = 0; annotations && index < annotations.size(); index += 1) {
        const annotation = annotations.lookupMaybe(index, PDFDict);
        const parent = annotation?.lookupMaybe(name('StructParent'), PDFNumber);
        if (!annotation || !parent) continue;
        highest = Math.max(highest, parent.asNumber());
        annotation.set(name('StructParent'), PDFNumber.of(parent.asNumber() + offset));
      }
      merged.addPage(PDFPage.of(node as never, ref, merged));
    }
    if (!root) continue;
    for (const [key, value] of numberTree(
      source,
      root.lookupMaybe(name('ParentTree'), PDFDict),
      [],
    )) {
      highest = Math.max(highest, key);
      nums.push(PDFNumber.of(key + offset), copier.copy(value));
    }
    const rootKids = root.get(name('K'));
    const list = rootKids instanceof PDFArray ? rootKids.asArray() : rootKids ? [rootKids] : [];
    for (const kid of list) kids.push(copier.copy(kid));
    const roles = root.lookupMaybe(name('RoleMap'), PDFDict);
    if (roles && !roleMap) roleMap = copier.copy(roles) as PDFDict;
    nextKey = offset + highest + 1;
  }
  if (!tagged) return;
  const treeRoot = context.obj({
    Type: 'StructTreeRoot',
    K: context.obj(kids),
    ParentTree: context.obj({ Nums: context.obj(nums) }),
    ParentTreeNextKey: nextKey,
  });
  if (roleMap) treeRoot.set(name('RoleMap'), roleMap);
  context.assign(rootRef, treeRoot);
  merged.catalog.set(name('StructTreeRoot'), rootRef);
  merged.catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
}

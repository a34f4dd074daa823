import { docsPaths, stampVaultPaths, type AuditLogAnswer } from '@gramota/contracts';
import { parseDocRawContent, stampIdsOf } from '@gramota/doc-content';
import { StandInEngine } from '../../../test-support/creator-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { answer, EditorClient } from '../../../test-support/redactor-test-kit';
import {
  joinAccount,
  saveStamped,
  uploadStamp,
  type PlacedStamp,
} from '../../../test-support/stamp-test-kit';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * A copy is a new document nobody approved a stamp for (issue 37): it keeps only the stamps its
 * maker may place, the others are left out of its text and logged.
 */
const fixture = docsFixtureForFile();

describe.each(databases)('copies of stamped documents on %s', (kind) => {
  let app: TestApp;
  type Client = EditorClient & { email: string };
  let owner: Client;
  let deputy: Client;
  let teacher: Client;
  let seal: PlacedStamp;
  let signature: PlacedStamp;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      catalogueDir: fixture.catalogueDir,
      renderEngine: new StandInEngine(),
    });
    owner = await EditorClient.registered(app);
    await owner.grant(app, 'all-templates');
    [deputy, teacher] = await Promise.all([
      EditorClient.registered(app),
      EditorClient.registered(app),
    ]);
    // Before switching in: a member's profile is then the owner's.
    const deputyId = await deputy.userId();
    for (const member of [deputy, teacher]) await joinAccount(owner, member, 'docs_full');
    seal = { id: await uploadStamp(owner, 'stamp', 'School seal', 200), kind: 'stamp' };
    signature = {
      id: await uploadStamp(owner, 'signature', 'Director I. Petrova', 90),
      kind: 'signature',
    };
    // The seal is everyone's; the signature the owner's and the deputy's.
    for (const [stamp, rule] of [
      [seal, { placement: 'all' }],
      [signature, { placement: 'chosen', chosen: deputyId }],
    ] as const) {
      const set = await owner.visitor.post(stampVaultPaths.rule(stamp.id), rule);
      expect(set.status).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const copyOf = async (client: Client, doc: string) => {
    const copied = await answer(await client.get(docsPaths.docsCopy(doc)));
    expect(copied).toEqual({
      status: 200,
      body: { result: 'success', data_id: expect.any(String) },
    });
    expect(copied.body.data_id).not.toBe(doc);
    return copied.body.data_id as string;
  };

  /** The stamps a doc shows, in the editor's content and in its HTML. */
  const stampsOf = async (doc: string) => {
    const { data, content } = await owner.getDoc(doc);
    const raw = parseDocRawContent(data.content_raw ?? '');
    if (!raw.ok) throw new Error(`doc ${doc}: ${raw.error}`);
    return {
      raw: raw.value,
      inRaw: stampIdsOf(raw.value),
      inHtml: [seal, signature].filter((stamp) => content.includes(stamp.id)).map((s) => s.id),
      content,
    };
  };

  const removals = async (doc: string) =>
    (
      (await (
        await owner.get(stampVaultPaths.auditLog({ action: 'stamp_removed', doc }))
      ).json()) as AuditLogAnswer
    ).events;

  /** The owner's diploma with her signature and the school seal. */
  const signedDiploma = async () => {
    const doc = await owner.createDoc(fixture.free.id);
    expect((await saveStamped(owner, doc, 'Diploma', [signature, seal])).status).toBe(200);
    return doc;
  };

  it("leaves the director's signature out of a teacher's copy, keeps the rest, and logs it", async () => {
    const original = await signedDiploma();
    const originalName = (await owner.getDoc(original)).data.name;
    const copy = await copyOf(teacher, original);

    const copied = await stampsOf(copy);
    expect(copied.inRaw).toEqual([seal.id]);
    expect(copied.inHtml).toEqual([seal.id]);
    expect(copied.raw.blocks.map((block) => [block.type, block.text])).toEqual([
      ['unstyled', 'Diploma'],
      ['atomic', ' '],
    ]);
    // The HTML is what saving the same text with the seal alone makes: nothing else changed.
    const reference = await owner.createDoc(fixture.free.id);
    expect((await saveStamped(owner, reference, 'Diploma', [seal])).status).toBe(200);
    expect(copied.content).toBe((await stampsOf(reference)).content);
    // The original keeps its signature.
    expect((await stampsOf(original)).inRaw).toEqual([signature.id, seal.id]);

    expect(await removals(copy)).toEqual([
      expect.objectContaining({
        action: 'stamp_removed',
        outcome: 'done',
        actor: expect.stringContaining(teacher.email),
        stamp_id: signature.id,
        stamp_name: 'Director I. Petrova',
        doc_id: copy,
        detail: expect.stringContaining(originalName),
      }),
    ]);
    expect(await removals(original)).toEqual([]);

    // The copy is the teacher's to edit, without the signature; she may ask for it there.
    expect((await saveStamped(teacher, copy, 'Diploma 2', [seal])).status).toBe(200);
    expect((await saveStamped(teacher, copy, 'Diploma 2', [signature, seal])).status).toBe(403);
    const asked = await teacher.visitor.post(stampVaultPaths.requests, {
      stamp_id: signature.id,
      doc_id: copy,
    });
    expect(asked.status).toBe(200);
  });

  it('keeps the signature in the copies of the deputy chosen for it and of the owner', async () => {
    const original = await signedDiploma();
    for (const client of [deputy, owner]) {
      const copy = await copyOf(client, original);
      const copied = await stampsOf(copy);
      expect(copied.inRaw).toEqual([signature.id, seal.id]);
      expect(copied.inHtml).toEqual([seal.id, signature.id]);
      expect(copied.content).toBe((await stampsOf(original)).content);
      expect(await removals(copy)).toEqual([]);
    }
  });

  it('keeps a stamp everyone may place in every copy', async () => {
    const original = await owner.createDoc(fixture.free.id);
    expect((await saveStamped(owner, original, 'Seal only', [seal])).status).toBe(200);
    for (const client of [teacher, deputy, owner]) {
      const copy = await copyOf(client, original);
      expect((await stampsOf(copy)).inRaw).toEqual([seal.id]);
      expect(await removals(copy)).toEqual([]);
    }
  });

  it("leaves out a signature approved for the original only from the teacher's copy", async () => {
    const original = await teacher.createDoc(fixture.free.id);
    const asked = (await (
      await teacher.visitor.post(stampVaultPaths.requests, {
        stamp_id: signature.id,
        doc_id: original,
      })
    ).json()) as { request: { id: string } };
    const approved = await deputy.visitor.post(stampVaultPaths.decide(asked.request.id), {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect((await saveStamped(teacher, original, 'Diploma', [signature])).status).toBe(200);

    const copy = await copyOf(teacher, original);
    const copied = await stampsOf(copy);
    expect(copied.inRaw).toEqual([]);
    expect(copied.inHtml).toEqual([]);
    // Nothing but the stamp's block was there besides the text: the text stays.
    expect(copied.raw.blocks.map((block) => block.text)).toEqual(['Diploma']);
    expect(copied.raw.entityMap).toEqual({});
    expect(await removals(copy)).toEqual([
      expect.objectContaining({ stamp_id: signature.id, doc_id: copy, outcome: 'done' }),
    ]);
    // The approval was for the original: placing the signature on the copy is refused.
    expect((await saveStamped(teacher, copy, 'Diploma', [signature])).status).toBe(403);
    expect((await stampsOf(original)).inRaw).toEqual([signature.id]);
  });
});

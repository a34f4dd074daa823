/**
 * The made-file path on a bucket (issue 33): with S3_* set, a made file is written to the bucket,
 * served, mailed, copied to the storage and deleted there, DATA_DIR holds none of it, and
 * /metrics counts the jobs, the mails and a bucket that stops answering.
 */
import { readyPaths } from '@gramota/contracts';
import { readEml } from '../../mail';
import { appOnBucketForBlock } from '../../../test-support/bucket-app';
import { eventually, StandInEngine } from '../../../test-support/creator-test-kit';
import { answerOf, DeliveryClient, type MadeFile } from '../../../test-support/delivery-test-kit';
import { docsFixtureForFile } from '../../../test-support/docs-test-kit';
import { smtpForBlock } from '../../../test-support/stand-ins';
import { databases } from '../../../test-support/test-app';

const TOKEN = 'metrics-token-0123456789';
const fixture = docsFixtureForFile();
const smtp = smtpForBlock();

describe.each(databases)('made files in an S3 bucket on %s', (kind) => {
  // `bucket` is the s3rver process (a test kills it), `store` the test's own look into it.
  const {
    app,
    server: bucket,
    bucket: store,
    keysUnder,
    filesUnder,
  } = appOnBucketForBlock(kind, () => ({
    catalogueDir: fixture.catalogueDir,
    renderEngine: new StandInEngine(),
    config: { s3: { requestTimeoutMs: 2_000 }, smtpUrl: smtp.url, metricsToken: TOKEN },
  }));

  const metrics = async () =>
    (
      await app.request('/metrics', { csrf: false, headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
  /** The value of one series, e.g. `gramota_mails_total{result="sent"}`; 0 when absent. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((one) => one.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const keyOf = (file: MadeFile, suffix: string) =>
    `public/doc/${file.filename}_${file.id}${suffix}`;

  it('makes, serves, mails, keeps in the storage and deletes a file, all in the bucket', async () => {
    const teacher = await DeliveryClient.registered(app);
    await teacher.grant(app, 'all-templates');
    const file = await teacher.madeFile(app, fixture, { name: 'Грамота победителю' });

    // Written to the bucket, nothing of it in DATA_DIR.
    const pdf = await store.read(keyOf(file, '.pdf'));
    expect(pdf).not.toBeNull();
    expect(await store.read(keyOf(file, '.jpg'))).not.toBeNull();
    expect(await store.read(keyOf(file, '_th.webp'))).not.toBeNull();
    expect(filesUnder('public')).toEqual([]);

    // Served to its owner from the bucket, a range too.
    const served = await teacher.visitor.request(readyPaths.pdf(file.filename, file.id), {
      csrf: false,
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf!)).toBe(true);
    const part = await teacher.visitor.request(readyPaths.pdf(file.filename, file.id), {
      csrf: false,
      headers: { Range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf!.subarray(0, 4))).toBe(true);

    // E-mailed with both files attached, read from the bucket.
    expect(await answerOf(await teacher.sendMail(file.doc, file.id))).toMatchObject({
      status: 200,
    });
    const message = await smtp.waitForMessage(teacher.email);
    const attachments = readEml(message.raw).attachments ?? [];
    expect(attachments[1]!.content.equals(pdf!)).toBe(true);

    // A storage copy is an object of its own, which outlives the made file deleted forever.
    expect((await teacher.storageAdd([file.id])).status).toBe(200);
    const copies = await keysUnder('public/storage/');
    expect(copies).toHaveLength(3);
    const readyForm = (type: 'doc' | 'trash', action: 'remove' | 'remove-trash', id: string) =>
      teacher.visitor.post(readyPaths.formAction(type, action), { data_id: id });
    expect((await readyForm('doc', 'remove', file.id)).status).toBe(200);
    expect((await readyForm('trash', 'remove-trash', `doc:${file.id}`)).status).toBe(200);
    await eventually(async () => ((await store.stat(keyOf(file, '.pdf'))) ? undefined : true));
    for (const key of copies) expect(await store.stat(key)).not.toBeNull();

    const text = await metrics();
    expect(valueOf(text, 'gramota_render_job_duration_seconds_count{outcome="done"}')).toBe(1);
    expect(valueOf(text, 'gramota_mails_total{result="sent"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'gramota_render_queue_jobs{status="queued"}')).toBe(0);
    expect(valueOf(text, 'gramota_file_store_errors_total{operation="get"}')).toBe(0);
  });

  it('answers 503 (not 500) for a file while the bucket is gone, and counts it', async () => {
    const teacher = await DeliveryClient.registered(app);
    await teacher.grant(app, 'all-templates');
    const file = await teacher.madeFile(app, fixture, { name: 'Диплом' });
    bucket.kill();
    const answer = await teacher.visitor.request(readyPaths.docFile(file.filename, file.id), {
      csrf: false,
    });
    expect(answer.status).toBe(503);
    // An <img> or a link, not an /api call: the message as text.
    expect(await answer.text()).toMatch(/file storage does not answer/);
    expect(valueOf(await metrics(), 'gramota_file_store_errors_total{operation="get"}')).toBe(1);
  });
});

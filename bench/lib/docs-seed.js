// Seeds one account of the running backend with documents and folders straight through the
// database (one transaction on SQLite, multi-row inserts on PostgreSQL): what a teacher who has
// used the product for years would have. Rows match backend/src/modules/docs/*.entity.ts.
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const { backendRequire } = require('@gramota/app-harness');

const SEARCH_WORD = 'olympiad';
const CONTENT = [
  '<p style="text-align:center"><span style="font-size:48pt"><strong>Грамота</strong></span></p>',
  '<p style="text-align:center"><span style="font-size:20pt">награждается</span></p>',
  '<p style="text-align:center"><span style="font-size:28pt"><strong>%participant%</strong></span></p>',
  '<p style="text-align:center"><span style="font-size:16pt">за высокие результаты в учёбе, активное участие ',
  'в жизни класса и школы, победы в конкурсах и олимпиадах</span></p>',
  '<p><br /></p><p style="text-align:left"><span style="font-size:14pt">Директор ____________ %director%</span></p>',
].join('');
const TYPES = ['g', 'd', 'c', 'b', 's', 'p', 'o'];
const md5 = (text) => crypto.createHash('md5').update(text).digest('hex');

/**
 * The plan: `folders` folders at the root; the first holds exactly `targetItems` docs, the rest
 * share the other docs; every `docs / searchMatches`-th doc has the search word in its name.
 */
function plan({ docs, folders, targetItems, searchMatches }) {
  const now = Date.now();
  const folderRows = Array.from({ length: folders }, (_, index) => {
    const name = `Class ${1 + (index % 11)}${'ABCDEFGH'[index % 8]} — ${2010 + (index % 16)}`;
    return { name, name_lower: name.toLowerCase(), time: now - index * 3_600_000 };
  });
  const every = Math.floor(docs / searchMatches);
  const docRows = Array.from({ length: docs }, (_, index) => {
    const folder = index < targetItems ? 0 : 1 + ((index - targetItems) % (folders - 1));
    const name =
      index % every === 7 % every
        ? `Olympiad winner certificate ${index}`
        : `Грамота за участие — ученик ${index}`;
    const content = `${CONTENT}<p>${index}</p>`;
    return {
      folder,
      name,
      name_lower: name.toLowerCase(),
      type: TYPES[index % TYPES.length],
      content,
      md5: md5(`${content}\u0000Philosopher\u000040 60 40 60`),
      time: now - index * 60_000,
    };
  });
  return { folderRows, docRows };
}

const DOC_COLUMNS = [
  'user_id',
  'folder_id',
  'name',
  'name_lower',
  'type',
  'template_id',
  'format',
  'pro',
  'favorite',
  'font',
  'padding',
  'title_index',
  'titles_float',
  'titles_margin',
  'fields_mode',
  'md5',
  'time',
  'edit_time',
  'trashed',
];
const docValues = (userId, folderId, row, flag) => [
  userId,
  folderId,
  row.name,
  row.name_lower,
  row.type,
  'ru:101:0',
  'a4',
  flag(false),
  flag(false),
  'Philosopher',
  '40 60 40 60',
  0,
  '0|0',
  '',
  flag(false),
  row.md5,
  row.time,
  row.time,
  flag(false),
];
const CONTENT_COLUMNS = ['doc_id', 'content', 'fields', 'field_values'];

function seedSqlite(dataDir, apiKey, options) {
  const Database = backendRequire('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const user = db.prepare('SELECT id FROM users WHERE api_key = ?').get(apiKey);
    if (!user) throw new Error('the bench account is missing');
    const { folderRows, docRows } = plan(options);
    const insertFolder = db.prepare(
      'INSERT INTO doc_folders (user_id, parent_id, name, name_lower, favorite, time, trashed) VALUES (?, NULL, ?, ?, 0, ?, 0)',
    );
    const insertDoc = db.prepare(
      `INSERT INTO docs (${DOC_COLUMNS.join(', ')}) VALUES (${DOC_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertContent = db.prepare(
      `INSERT INTO doc_contents (${CONTENT_COLUMNS.join(', ')}) VALUES (?, ?, '[]', '{}')`,
    );
    const folderIds = [];
    db.transaction(() => {
      for (const row of folderRows)
        folderIds.push(
          Number(insertFolder.run(user.id, row.name, row.name_lower, row.time).lastInsertRowid),
        );
      for (const row of docRows) {
        const docId = insertDoc.run(
          ...docValues(user.id, folderIds[row.folder], row, (value) => (value ? 1 : 0)),
        ).lastInsertRowid;
        insertContent.run(docId, row.content);
      }
      // total_docs is a counter the docs module keeps (doc_stats); rows inserted here count too.
      db.prepare(
        'INSERT INTO doc_stats (user_id, active_docs) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET active_docs = doc_stats.active_docs + excluded.active_docs',
      ).run(user.id, docRows.length);
    })();
    db.pragma('optimize');
    return { targetFolder: `f${folderIds[0]}` };
  } finally {
    db.close();
  }
}

async function seedPostgres(databaseUrl, apiKey, options) {
  const { Client } = backendRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: users } = await client.query('SELECT id FROM users WHERE api_key = $1', [apiKey]);
    if (users.length === 0) throw new Error('the bench account is missing');
    const userId = users[0].id;
    const { folderRows, docRows } = plan(options);
    await client.query('BEGIN');
    const folderIds = [];
    for (const row of folderRows) {
      const { rows } = await client.query(
        'INSERT INTO doc_folders (user_id, parent_id, name, name_lower, favorite, time, trashed) VALUES ($1, NULL, $2, $3, false, $4, false) RETURNING id',
        [userId, row.name, row.name_lower, row.time],
      );
      folderIds.push(rows[0].id);
    }
    const batch = 500;
    for (let start = 0; start < docRows.length; start += batch) {
      const values = [];
      const tuples = docRows.slice(start, start + batch).map((row) => {
        const first = values.length;
        values.push(...docValues(userId, folderIds[row.folder], row, Boolean));
        return `(${DOC_COLUMNS.map((_, column) => `$${first + column + 1}`).join(', ')})`;
      });
      const slice = docRows.slice(start, start + batch);
      const { rows } = await client.query(
        `INSERT INTO docs (${DOC_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
        values,
      );
      const contents = slice.map((row, index) => [rows[index].id, row.content]);
      await client.query(
        `INSERT INTO doc_contents (${CONTENT_COLUMNS.join(', ')}) VALUES ${contents.map((_, index) => `($${2 * index + 1}, $${2 * index + 2}, '[]', '{}')`).join(', ')}`,
        contents.flat(),
      );
    }
    await client.query(
      'INSERT INTO doc_stats (user_id, active_docs) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET active_docs = doc_stats.active_docs + excluded.active_docs',
      [userId, docRows.length],
    );
    await client.query('COMMIT');
    // What autovacuum does within a minute of such a bulk insert: statistics for the planner, and
    // the GIN trigram index's pending list merged (until then a name search reads it linearly).
    await client.query('VACUUM ANALYZE docs');
    await client.query('VACUUM ANALYZE doc_folders');
    return { targetFolder: `f${folderIds[0]}` };
  } finally {
    await client.end();
  }
}

module.exports = { seedSqlite, seedPostgres, SEARCH_WORD };

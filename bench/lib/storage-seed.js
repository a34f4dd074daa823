// Seeds one account's storage of the running backend straight through the database (one
// transaction on SQLite, multi-row inserts on PostgreSQL), with items shared with a colleague.
// Rows match backend/src/modules/storage/*.entity.ts and the sharing module's share_entries.
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const { backendRequire } = require('@gramota/app-harness');

const SEARCH_WORD = 'olympiad';

/**
 * The plan: `folders` folders at the root, `rootFiles` files at the root and the rest spread over
 * the folders; every `files / searchMatches`-th file's name holds the search word; `shares` items
 * (half folders, half root files) shared with the colleague.
 */
function plan({ files, folders, rootFiles, searchMatches }) {
  const now = Date.now();
  const folderRows = Array.from({ length: folders }, (_, index) => {
    const name = `Class ${1 + (index % 11)}${'ABCDEFGH'[index % 8]} — ${2010 + (index % 16)}`;
    return { name, name_lower: name.toLowerCase(), time: now - index * 3_600_000 };
  });
  const every = Math.floor(files / searchMatches);
  const fileRows = Array.from({ length: files }, (_, index) => {
    const name =
      index % every === 7
        ? `Olympiad winner certificate ${index}`
        : `Грамота за участие — ученик ${index}`;
    const stem = `gramota_${crypto.randomBytes(16).toString('hex')}`;
    return {
      // null: at the root; else the index of its folder.
      folder: index < rootFiles ? null : index % folders,
      name,
      name_lower: name.toLowerCase(),
      file_name: `${stem}.jpg`,
      thumb_name: `${stem}_th.webp`,
      pdf_name: `${stem}.pdf`,
      time: now - index * 60_000,
    };
  });
  return { folderRows, fileRows, now };
}

const FILE_COLUMNS = [
  'user_id',
  'folder_id',
  'name',
  'name_lower',
  'format',
  'file_name',
  'thumb_name',
  'pdf_name',
  'ready_file_id',
  'share_type',
  'time',
  'trashed',
];
const fileValues = (userId, folderId, row, flag) => [
  userId,
  folderId,
  row.name,
  row.name_lower,
  'a4',
  row.file_name,
  row.thumb_name,
  row.pdf_name,
  null,
  'users',
  row.time,
  flag(false),
];
const FOLDER_INSERT = `INSERT INTO storage_folders (user_id, parent_id, name, name_lower, favorite, time, trashed, share_type)`;
const SHARE_INSERT = `INSERT INTO share_entries (area, item_type, item_id, owner_id, user_id, permission, time)`;

/** The shares: the first shares/2 folders and root files, as [item_type, item_id, time]. */
function sharesOf({ shares }, folderIds, rootFileIds, now) {
  const rows = [];
  for (let index = 0; index < shares / 2; index += 1) {
    rows.push(['folder', folderIds[index], now - index]);
    rows.push(['stdoc', rootFileIds[index], now - index]);
  }
  return rows;
}

function seedSqlite(dataDir, ownerId, colleagueId, options) {
  const Database = backendRequire('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const { folderRows, fileRows, now } = plan(options);
    const folder = db.prepare(`${FOLDER_INSERT} VALUES (?, NULL, ?, ?, 0, ?, 0, 'users')`);
    const file = db.prepare(
      `INSERT INTO storage_documents (${FILE_COLUMNS.join(', ')}) VALUES (${FILE_COLUMNS.map(() => '?').join(', ')})`,
    );
    const share = db.prepare(`${SHARE_INSERT} VALUES ('storage', ?, ?, ?, ?, 'view', ?)`);
    db.transaction(() => {
      const folderIds = folderRows.map((row) =>
        Number(folder.run(ownerId, row.name, row.name_lower, row.time).lastInsertRowid),
      );
      const rootFileIds = [];
      for (const row of fileRows) {
        const folderId = row.folder === null ? null : folderIds[row.folder];
        const id = Number(
          file.run(...fileValues(ownerId, folderId, row, (value) => (value ? 1 : 0)))
            .lastInsertRowid,
        );
        if (row.folder === null) rootFileIds.push(id);
      }
      for (const [type, id, time] of sharesOf(options, folderIds, rootFileIds, now))
        share.run(type, id, ownerId, colleagueId, time);
    })();
    db.pragma('optimize');
  } finally {
    db.close();
  }
}

async function seedPostgres(databaseUrl, ownerId, colleagueId, options) {
  const { Client } = backendRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { folderRows, fileRows, now } = plan(options);
    await client.query('BEGIN');
    const folderIds = [];
    for (const row of folderRows) {
      const { rows } = await client.query(
        `${FOLDER_INSERT} VALUES ($1, NULL, $2, $3, false, $4, false, 'users') RETURNING id`,
        [ownerId, row.name, row.name_lower, row.time],
      );
      folderIds.push(rows[0].id);
    }
    const rootFileIds = [];
    const batch = 500;
    for (let start = 0; start < fileRows.length; start += batch) {
      const slice = fileRows.slice(start, start + batch);
      const values = [];
      const tuples = slice.map((row) => {
        const first = values.length;
        const folderId = row.folder === null ? null : folderIds[row.folder];
        values.push(...fileValues(ownerId, folderId, row, Boolean));
        return `(${FILE_COLUMNS.map((_, column) => `$${first + column + 1}`).join(', ')})`;
      });
      const { rows } = await client.query(
        `INSERT INTO storage_documents (${FILE_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
        values,
      );
      slice.forEach((row, index) => {
        if (row.folder === null) rootFileIds.push(rows[index].id);
      });
    }
    for (const [type, id, time] of sharesOf(options, folderIds, rootFileIds, now))
      await client.query(`${SHARE_INSERT} VALUES ('storage', $1, $2, $3, $4, 'view', $5)`, [
        type,
        id,
        ownerId,
        colleagueId,
        time,
      ]);
    await client.query('COMMIT');
    // What autovacuum does within a minute of such a bulk insert: statistics for the planner, and
    // the GIN trigram index's pending list merged (until then a name search reads it linearly).
    await client.query('VACUUM ANALYZE storage_documents');
    await client.query('VACUUM ANALYZE storage_folders');
    await client.query('VACUUM ANALYZE share_entries');
  } finally {
    await client.end();
  }
}

module.exports = { seedSqlite, seedPostgres, SEARCH_WORD };

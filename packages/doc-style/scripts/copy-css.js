// tsc does not copy stylesheets: the backend's renderer reads dist/doc-page.css like the editor
// imports src/doc-page.css, so both draw the page with the same rules.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const src = path.join(__dirname, '..', 'src');
const dist = path.join(__dirname, '..', 'dist');
for (const name of fs.readdirSync(src))
  if (name.endsWith('.css')) fs.copyFileSync(path.join(src, name), path.join(dist, name));

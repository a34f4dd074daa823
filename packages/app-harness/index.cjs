// The public entry: everything e2e and bench share to run the built app and look at it.
'use strict';

module.exports = {
  ...require('./app-server.cjs'),
  ...require('./browser.cjs'),
  ...require('./react-copies.cjs'),
  ...require('./backend-require.cjs'),
  ...require('./ts-require.cjs'),
  ...require('./images.cjs'),
  ...require('./cluster.cjs'),
};

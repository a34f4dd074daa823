// The painter bundle (dist/painter.js): paintScene with the Konva parts it uses, one
// self-contained file the render engine loads into headless Chromium with a plain <script>.
// Built after tsc by `npm run build`; the loader setup follows packages/webpack-config.
const path = require('node:path');

module.exports = {
  mode: 'production',
  target: 'web',
  entry: path.resolve(__dirname, 'src/painter/browser-entry.ts'),
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'painter.js',
    // tsc's output shares dist/: never clean it.
    clean: false,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false },
  // A server-side file: its size is not a page's download.
  performance: { hints: false },
  devtool: false,
};

// The floor: one tree-shaken production bundle of the product's libraries, built with the
// repository's own webpack and node_modules (no network), into bench/floor/dist.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/bootstrap.tsx',
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', clean: true, filename: '[name].js', chunkFilename: '[id].[contenthash].js' },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\.tsx?$/, loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ templateContent: '<!doctype html><html><body><div id="root"></div></body></html>' })],
  performance: { hints: false },
};

// Draws the installable app's icons into shell/public (committed; run again after changing the
// drawing): `node shell/src/pwa/make-icons.cjs`. Shapes only, no text, so no fonts are needed.
const path = require('node:path');
const sharp = require('sharp');

const PUBLIC = path.join(__dirname, '..', '..', 'public');
const BLUE = '#1f5fbf';

/** A certificate: a sheet with text lines and a rosette with ribbons, on the brand blue. */
function drawing({ padding, rounded }) {
  const size = 512;
  const inner = size - 2 * padding;
  const scale = inner / 512;
  const at = (value) => padding + value * scale;
  const len = (value) => value * scale;
  const radius = rounded ? 96 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BLUE}"/>
  <rect x="${at(96)}" y="${at(80)}" width="${len(320)}" height="${len(352)}" rx="${len(20)}" fill="#ffffff"/>
  <rect x="${at(144)}" y="${at(136)}" width="${len(224)}" height="${len(28)}" rx="${len(14)}" fill="${BLUE}"/>
  <rect x="${at(144)}" y="${at(196)}" width="${len(224)}" height="${len(14)}" rx="${len(7)}" fill="#9db5dd"/>
  <rect x="${at(144)}" y="${at(228)}" width="${len(176)}" height="${len(14)}" rx="${len(7)}" fill="#9db5dd"/>
  <path d="M${at(300)} ${at(330)} l${len(-22)} ${len(110)} l${len(34)} ${len(-22)} l${len(20)} ${len(32)} l${len(14)} ${len(-110)} z" fill="#e0a400"/>
  <path d="M${at(352)} ${at(330)} l${len(22)} ${len(110)} l${len(-34)} ${len(-22)} l${len(-20)} ${len(32)} l${len(-14)} ${len(-110)} z" fill="#e0a400"/>
  <circle cx="${at(326)}" cy="${at(318)}" r="${len(52)}" fill="#f2b705"/>
  <circle cx="${at(326)}" cy="${at(318)}" r="${len(30)}" fill="#ffffff" fill-opacity="0.45"/>
</svg>`;
}

async function main() {
  const icons = [
    // 'any' icons may fill the square; the maskable one keeps its drawing in the 80 % safe zone.
    { file: 'icon-192.png', size: 192, padding: 24, rounded: true },
    { file: 'icon-512.png', size: 512, padding: 24, rounded: true },
    { file: 'icon-maskable-512.png', size: 512, padding: 72, rounded: false },
  ];
  for (const icon of icons) {
    await sharp(Buffer.from(drawing(icon)))
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(PUBLIC, icon.file));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Pixels of the page for the newcomer tests: a region of a screenshot as
// RGB triples, a simulated-deuteranopia copy of a screenshot, and contrast.
import fs from 'node:fs';

// Decodes a PNG screenshot in the page (the CSP allows data: images) and
// returns {width, height, data: [r, g, b, a, ...]} of the CSS-pixel rectangle
// `clip` ({x, y, width, height}), or of the whole image.
async function decode(page, png, clip) {
  return page.evaluate(async ({ b64, clip: c }) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + b64;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const r = c ?? { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight };
    const d = ctx.getImageData(Math.round(r.x), Math.round(r.y), Math.round(r.width),
      Math.round(r.height));
    return { width: d.width, height: d.height, data: Array.from(d.data) };
  }, { b64: png.toString('base64'), clip });
}

// The page's pixels inside `clip`, from a fresh screenshot.
export async function region(page, clip) {
  const png = await page.screenshot({ scale: 'css' });
  return decode(page, png, clip);
}

// The share of pixels (0..1) that differ by more than `tolerance` in some
// channel between two regions of the same size.
export function differingShare(a, b, tolerance = 40) {
  if (a.width !== b.width || a.height !== b.height) throw new Error('regions differ in size');
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if ([0, 1, 2].some((k) => Math.abs(a.data[i + k] - b.data[i + k]) > tolerance)) differing++;
  }
  return differing / (a.data.length / 4);
}

const linear = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const encoded = (v) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

// Machado, Oliveira and Fernandes (2009), deuteranopia at severity 1,
// applied to linear RGB.
const deuteranopia = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];

// [r, g, b] as a deuteranope sees it.
export function deuteranope(rgb) {
  const lin = rgb.map(linear);
  return deuteranopia.map((row) => encoded(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]));
}

// WCAG 2 contrast ratio of two colours, 1 (none) to 21.
export function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.map(linear);
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Writes the page's screenshot as a deuteranope sees it to `file` (PNG), and
// returns the simulated image as {width, height, at(x, y) -> [r, g, b]}. The
// matrix is applied in the page (the same arithmetic as deuteranope()), so
// only two encoded images cross to Node.
export async function deuteranopeScreenshot(page, file) {
  const png = await page.screenshot({ scale: 'css' });
  const out = await page.evaluate(async ({ b64, matrix }) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + b64;
    await image.decode();
    const { naturalWidth: width, naturalHeight: height } = image;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, width, height);
    const d = pixels.data;
    const toLinear = new Float64Array(256).map((_, c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    const encode = (v) => {
      const c = Math.min(1, Math.max(0, v));
      return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
    };
    for (let i = 0; i < d.length; i += 4) {
      const lin = [toLinear[d[i]], toLinear[d[i + 1]], toLinear[d[i + 2]]];
      for (let k = 0; k < 3; k++) {
        const row = matrix[k];
        d[i + k] = encode(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]);
      }
    }
    ctx.putImageData(pixels, 0, 0);
    const base64 = (bytes) => {
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    };
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return {
      width,
      height,
      png: base64(new Uint8Array(await blob.arrayBuffer())),
      raw: base64(new Uint8Array(d.buffer)),
    };
  }, { b64: png.toString('base64'), matrix: deuteranopia });
  fs.writeFileSync(file, Buffer.from(out.png, 'base64'));
  const data = Buffer.from(out.raw, 'base64');
  return {
    width: out.width,
    height: out.height,
    at(x, y) {
      const i = (Math.round(y) * out.width + Math.round(x)) * 4;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

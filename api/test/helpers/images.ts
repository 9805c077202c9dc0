import sharp from 'sharp';

/** A small real PNG for upload tests. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c9a96e' } })
    .png()
    .toBuffer();
}

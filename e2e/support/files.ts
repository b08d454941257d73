/** A 1x1 PNG: enough for the server's content check of an uploaded image. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The same image as a file for Playwright's setInputFiles. */
export const pngFile = (name = 'logo.png') => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

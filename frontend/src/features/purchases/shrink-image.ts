/** Longest side of a shrunk photo: a receipt stays readable at this size. */
const MAX_SIDE = 2000;

/**
 * A photo re-encoded as JPEG, scaled down until it fits `maxBytes`; null when the browser cannot
 * (no canvas, an unreadable image) or it still does not fit.
 */
export async function shrinkImage(file: File, maxBytes: number): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    for (const [side, quality] of [[MAX_SIDE, 0.85], [1600, 0.75], [1200, 0.7]] as const) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxBytes) return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
    }
    return null;
  } catch {
    return null;
  }
}

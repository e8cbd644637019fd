// Resized product images: the image server keeps each size beside the original under a
// file-name prefix, so '/upload/a/photo.jpg' at 200×200 is '/upload/a/200_200_photo.jpg'.

/** The sizes the image server keeps, as file-name prefixes (width_height_). */
export const IMAGE_SIZES = [
  '60_60_',
  '120_90_',
  '200_200_',
  '340_340_',
  '600_600_',
  '1024_768_',
] as const

/** One of the image size prefixes. */
export type ImageSize = (typeof IMAGE_SIZES)[number]

const SIZE_PREFIX = /^\d+_\d+_/

/**
 * The address of an image at the given size: the prefix goes before the file name,
 * replacing a size prefix already there; the query and hash are kept.
 *
 * @example
 * imageUrl('/upload/iblock/5f1/photo.jpg', '200_200_') // '/upload/iblock/5f1/200_200_photo.jpg'
 * imageUrl('/upload/iblock/5f1/60_60_photo.jpg', '600_600_') // '/upload/iblock/5f1/600_600_photo.jpg'
 */
export function imageUrl(path: string, size: ImageSize): string {
  const tailStart = path.search(/[?#]/)
  const address = tailStart === -1 ? path : path.slice(0, tailStart)
  const tail = tailStart === -1 ? '' : path.slice(tailStart)
  const nameStart = address.lastIndexOf('/') + 1
  const fileName = address.slice(nameStart)
  if (!fileName) return path
  const bareName = IMAGE_SIZES.some((known) => fileName.startsWith(known))
    ? fileName.replace(SIZE_PREFIX, '')
    : fileName
  return `${address.slice(0, nameStart)}${size}${bareName}${tail}`
}

// Behaviour of sized image addresses.
import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES, imageUrl } from './index'

describe('imageUrl', () => {
  it('lists the sizes of the image server', () => {
    expect(IMAGE_SIZES).toEqual([
      '60_60_',
      '120_90_',
      '200_200_',
      '340_340_',
      '600_600_',
      '1024_768_',
    ])
  })

  it('puts the size prefix before the file name', () => {
    expect(imageUrl('/upload/iblock/5f1/photo.jpg', '200_200_')).toBe(
      '/upload/iblock/5f1/200_200_photo.jpg',
    )
  })

  it('works on absolute addresses and keeps the query', () => {
    expect(imageUrl('https://cdn.example.ru/a/photo.png?v=2', '60_60_')).toBe(
      'https://cdn.example.ru/a/60_60_photo.png?v=2',
    )
  })

  it('replaces a size prefix already there', () => {
    expect(imageUrl('/a/60_60_photo.jpg', '1024_768_')).toBe('/a/1024_768_photo.jpg')
  })

  it('handles a bare file name', () => {
    expect(imageUrl('photo.jpg', '340_340_')).toBe('340_340_photo.jpg')
  })
})

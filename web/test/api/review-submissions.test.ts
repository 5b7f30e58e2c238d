import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { courseSchema, reviewListSchema, reviewSchema, reviewSummarySchema, type Course } from '@/lib/contract';
import { COURSE_WITHOUT_REVIEWS, PAID_MONTH_COURSE, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { api } from '../http';
import { EXIF_MARKER, jpegWithExif, noisePng, pixelFloodPng, png, webp } from '../photos';

const submit = (fields: Record<string, string>, photo?: { bytes: Uint8Array | string; name: string; type: string }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (photo) form.append('imageOfStudent', new Blob([photo.bytes as BlobPart], { type: photo.type }), photo.name);
  return api('/api/reviews/featuredreview', { method: 'POST', body: form });
};

const fields = (courseName: string = PAID_SESSION_COURSE.courseName) => ({
  studentName: 'Nikhil', reviewDescription: 'Patient teacher, clear lessons.', ratings: '5', courseName,
});

const courseNamed = async (name: string): Promise<Course> =>
  courseSchema.parse(((await api('/api/course/courses')).body as Course[]).find((c) => c.courseName === name));

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await jpegWithExif();
  expect(jpeg.includes(EXIF_MARKER)).toBe(true);
});

describe('POST /api/reviews/featuredreview', () => {
  it('stores a review without a photo (an empty file part counts as none): 201 with the review', async () => {
    const { status, body } = await submit(fields(), { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' });
    expect(status).toBe(201);
    const review = reviewSchema.parse(body);
    expect(review).toMatchObject({ studentName: 'Nikhil', ratings: 5, imageOfStudent: null });
  });

  it('stores a JPEG re-encoded without its EXIF, served from a stable long-cached URL', async () => {
    const { status, body } = await submit(fields(), { bytes: jpeg, name: 'me.png', type: 'image/png' });
    expect(status).toBe(201);
    const url = reviewSchema.parse(body).imageOfStudent!;
    expect(url).toMatch(/^\/api\/reviews\/photo\/\d+$/);
    const photo = await fetch(new URL(url, inject('baseUrl')));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = Buffer.from(await photo.arrayBuffer());
    expect(stored.includes(EXIF_MARKER)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
  });

  it.each([
    ['PNG', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
  ])('accepts a %s photo', async (_label, make, type) => {
    const { status, body } = await submit(fields(), { bytes: await make(), name: 'photo.bin', type: 'application/octet-stream' });
    expect(status).toBe(201);
    const photo = await fetch(new URL(body.imageOfStudent, inject('baseUrl')));
    expect(photo.headers.get('content-type')).toBe(type);
  });

  it('updates the course rating summary at once', async () => {
    const before = await courseNamed(COURSE_WITHOUT_REVIEWS.courseName);
    expect((await submit(fields(COURSE_WITHOUT_REVIEWS.courseName.toLowerCase()))).status).toBe(201);
    expect((await submit({ ...fields(COURSE_WITHOUT_REVIEWS.courseName), ratings: '2' })).status).toBe(201);
    const after = await courseNamed(COURSE_WITHOUT_REVIEWS.courseName);
    expect(after.ratingsCount).toBe(before.ratingsCount + 2);
    const expected = (before.courseRating * before.ratingsCount + 5 + 2) / (before.ratingsCount + 2);
    expect(after.courseRating).toBeCloseTo(Math.round(expected * 10) / 10, 5);
    const summary = reviewSummarySchema.parse((await api(`/api/reviews/totalandavgcourse/${COURSE_WITHOUT_REVIEWS.slug}`)).body)[0]!;
    expect(summary).toMatchObject({ averageRating: 3.5, percentageRating5: 50, percentageRating2: 50 });
    const list = reviewListSchema.parse((await api(`/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: COURSE_WITHOUT_REVIEWS.courseName }))}`)).body);
    expect(list.reviews).toHaveLength(2);
  });

  it('moves a long-rated course by the exact star sum, not by its rounded average', async () => {
    // Rounding the stored average after each rating would keep a course with many ratings where it is for ever:
    // each 5-star rating adds well under 0.05 and rounds away. Ten of them together must show.
    const before = await courseNamed(PAID_MONTH_COURSE.courseName);
    expect(before.ratingsCount).toBeGreaterThanOrEqual(40);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => submit(fields(PAID_MONTH_COURSE.courseName))));
    expect(statuses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const after = await courseNamed(PAID_MONTH_COURSE.courseName);
    expect(after.ratingsCount).toBe(before.ratingsCount + 10);
    const exact = (before.courseRating * before.ratingsCount + 50) / (before.ratingsCount + 10);
    expect(after.courseRating).toBeCloseTo(Math.round(exact * 10) / 10, 5);
    expect(after.courseRating).toBeGreaterThan(before.courseRating);
  });

  it('refuses a 3 MB photo with 413', async () => {
    const big = await noisePng(3 * 1024 * 1024);
    expect(big.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    const { status, body } = await submit(fields(), { bytes: big, name: 'big.png', type: 'image/png' });
    expect(status).toBe(413);
    expect(body.error).toEqual(expect.any(String));
  });

  it('refuses a text file named .jpg with 415, whatever its declared type', async () => {
    const { status, body } = await submit(fields(), { bytes: 'just some text, not a photo', name: 'photo.jpg', type: 'image/jpeg' });
    expect(status).toBe(415);
    expect(body.fields).toEqual({ imageOfStudent: 'Photo must be a JPEG, PNG or WebP image' });
  });

  it('refuses other image types (GIF) with 415 and a broken JPEG with 400', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await submit(fields(), { bytes: gif, name: 'a.gif', type: 'image/gif' })).status).toBe(415);
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(200, 0x41)]);
    expect((await submit(fields(), { bytes: broken, name: 'a.jpg', type: 'image/jpeg' })).status).toBe(400);
  });

  it('refuses a pixel flood (tiny file, 1.6 gigapixels declared) with 413', async () => {
    const bomb = await pixelFloodPng();
    expect(bomb.byteLength).toBeLessThan(200);
    const { status } = await submit(fields(), { bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(status).toBe(413);
  });

  it('spec messages for missing fields', async () => {
    const { status, body } = await submit({ ratings: '0' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      studentName: 'Name is required.', reviewDescription: 'Description is required.', ratings: 'Rating is required.',
      courseName: 'Course is required',
    });
    expect((await submit({ ...fields(), ratings: '6' })).body.fields).toEqual({ ratings: 'Rating must be a whole number from 1 to 5' });
    expect((await submit({ ...fields(), ratings: 'abc' })).status).toBe(400);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await submit(fields('Knitting for Robots'))).status).toBe(404);
  });

  it('answers 415 for JSON and 400 for a broken multipart body', async () => {
    expect((await api('/api/reviews/featuredreview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields()) })).status).toBe(415);
    const broken = await api('/api/reviews/featuredreview', {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--abc\r\ngarbage',
    });
    expect(broken.status).toBe(400);
  });
});

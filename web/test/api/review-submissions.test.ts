import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  courseListSchema,
  courseSchema,
  reviewListSchema,
  reviewSchema,
  reviewSummarySchema,
  type Course,
} from '@/lib/contract';
import { COURSE_WITHOUT_REVIEWS, PAID_COURSE_FEE_COURSE, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { expectFieldErrors } from '../field-errors';
import { api } from '../http';
import { EXIF_MARKER, jpegWithExif, noisePng, pixelFloodPng, png, webp } from '../photos';
import { reviewForm } from '../form-bodies';

const submit = (fields: Record<string, string>, photo?: { bytes: Uint8Array | string; name: string; type: string }) => {
  const form = reviewForm(fields);
  if (photo) form.append('imageOfStudent', new Blob([photo.bytes as BlobPart], { type: photo.type }), photo.name);
  return api('/api/reviews/featuredreview', { method: 'POST', body: form });
};

const fields = (courseName: string = PAID_SESSION_COURSE.courseName) => ({
  studentName: 'Nikhil',
  reviewDescription: 'Patient teacher, clear lessons.',
  ratings: '5',
  courseName,
});

const courseNamed = async (name: string): Promise<Course> =>
  courseSchema.parse(((await api('/api/course/courses')).body as Course[]).find((c) => c.courseName === name));

const reviewsOf = async (courseName: string) =>
  reviewListSchema.parse(
    (await api(`/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`)).body,
  ).reviews;

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await jpegWithExif();
  expect(jpeg.includes(EXIF_MARKER)).toBe(true);
});

describe('POST /api/reviews/featuredreview', () => {
  it('stores a review without a photo (an empty file part counts as none): 201 with the review', async () => {
    const { status, body } = await submit(fields(), {
      bytes: new Uint8Array(),
      name: '',
      type: 'application/octet-stream',
    });
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
    ['PNG', png],
    ['WebP', webp],
  ])('accepts a %s photo, stored as a lossy WebP', async (_label, make) => {
    const { status, body } = await submit(fields(), {
      bytes: await make(),
      name: 'photo.bin',
      type: 'application/octet-stream',
    });
    expect(status).toBe(201);
    const photo = await fetch(new URL(body.imageOfStudent, inject('baseUrl')));
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 40,
    });
  });

  it('a PNG does not come back bit for bit, so its pixels cannot carry a file for the photo address to serve', async () => {
    // Data hidden in the pixels: random bytes as an RGB image, which a lossless copy would keep exactly.
    const hidden = randomBytes(64 * 64 * 3);
    const carrier = await sharp(hidden, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const { status, body } = await submit(fields(), { bytes: carrier, name: 'me.png', type: 'image/png' });
    expect(status).toBe(201);
    const photo = Buffer.from(await (await fetch(new URL(body.imageOfStudent, inject('baseUrl')))).arrayBuffer());
    const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 64, channels: 3 });
    expect(data.equals(hidden)).toBe(false);
    expect(photo.includes(hidden.subarray(0, 32))).toBe(false);
  });

  it('updates the course rating summary at once', async () => {
    const before = await courseNamed(COURSE_WITHOUT_REVIEWS.courseName);
    expect((await submit(fields(COURSE_WITHOUT_REVIEWS.courseName.toLowerCase()))).status).toBe(201);
    expect((await submit({ ...fields(COURSE_WITHOUT_REVIEWS.courseName), ratings: '2' })).status).toBe(201);
    const after = await courseNamed(COURSE_WITHOUT_REVIEWS.courseName);
    expect(after.ratingsCount).toBe(before.ratingsCount + 2);
    expect(before).toMatchObject({ ratingsCount: 0, courseRating: 0 });
    expect(after.courseRating).toBe(3.5);
    const summary = reviewSummarySchema.parse(
      (await api(`/api/reviews/totalandavgcourse/${COURSE_WITHOUT_REVIEWS.slug}`)).body,
    )[0]!;
    expect(summary).toMatchObject({ averageRating: 3.5, percentageRating5: 50, percentageRating2: 50 });
    const list = reviewListSchema.parse(
      (
        await api(
          `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: COURSE_WITHOUT_REVIEWS.courseName }))}`,
        )
      ).body,
    );
    expect(list.reviews).toHaveLength(2);
  });

  it('fifty 1-star reviews move the course in the list, the course, its page and the summary, which all agree', async () => {
    // The old course row stored the rounded average and counted ratings that had no review, so a course at 4.0 with
    // 126 ratings stayed 4.0 while the summary said 1.3. Now a rating is a review and the average is rounded once.
    const { courseName, slug, categorySlug } = PAID_COURSE_FEE_COURSE;
    const before = await courseNamed(courseName);
    const reviewsBefore = await reviewsOf(courseName);
    expect(before.ratingsCount).toBe(reviewsBefore.length);
    expect(before.courseRating).toBeGreaterThanOrEqual(3.6);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit({ ...fields(courseName), ratings: '1' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));

    const stars = [...(await reviewsOf(courseName)).map((r) => r.ratings)];
    expect(stars).toHaveLength(reviewsBefore.length + 50);
    const exact = Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10;
    expect(exact).toBeLessThan(before.courseRating - 1);

    const inCourses = await courseNamed(courseName);
    const listed = courseListSchema
      .parse((await api(`/api/course/listCourses?${new URLSearchParams({ search: courseName, filter: '{}' })}`)).body)
      .courses.find((c) => c.courseName === courseName)!;
    const [summary] = reviewSummarySchema.parse((await api(`/api/reviews/totalandavgcourse/${slug}`)).body);
    for (const course of [inCourses, listed])
      expect(course).toMatchObject({ ratingsCount: stars.length, courseRating: exact });
    expect(summary!.averageRating).toBe(exact);
    expect(summary!.percentageRating1).toBeCloseTo((stars.filter((n) => n === 1).length / stars.length) * 100, 1);
    const page = await api(`/course/${categorySlug}/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Rated ${exact} out of 5`);
    expect(page.text).toContain(`<span>${stars.length} ratings</span>`);
  });

  it('refuses a 3 MB photo with 413', async () => {
    const big = await noisePng(3 * 1024 * 1024);
    expect(big.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    const { status, body } = await submit(fields(), { bytes: big, name: 'big.png', type: 'image/png' });
    expect(status).toBe(413);
    expect(body.error).toEqual(expect.any(String));
  });

  it('refuses a text file named .jpg with 415, whatever its declared type', async () => {
    const text = { bytes: 'just some text, not a photo', name: 'photo.jpg', type: 'image/jpeg' };
    await expectFieldErrors(submit(fields(), text), { imageOfStudent: 'Photo must be a JPEG, PNG or WebP image' }, 415);
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
    await expectFieldErrors(submit({ ratings: '0' }), {
      studentName: 'Name is required.',
      reviewDescription: 'Description is required.',
      ratings: 'Rating is required.',
      courseName: 'Course is required',
    });
    expect((await submit({ ...fields(), ratings: '6' })).body.fields).toEqual({
      ratings: 'Rating must be a whole number from 1 to 5',
    });
    expect((await submit({ ...fields(), ratings: 'abc' })).status).toBe(400);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await submit(fields('Knitting for Robots'))).status).toBe(404);
  });

  it('answers 415 for JSON and 400 for a broken multipart body', async () => {
    expect(
      (
        await api('/api/reviews/featuredreview', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(fields()),
        })
      ).status,
    ).toBe(415);
    const broken = await api('/api/reviews/featuredreview', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--abc\r\ngarbage',
    });
    expect(broken.status).toBe(400);
  });
});

CREATE TABLE "batch_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_course_id" integer NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_type" text NOT NULL,
	"feetype" text,
	"demo_link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"slug" text NOT NULL,
	"course_title" text NOT NULL,
	"course_heading" text NOT NULL,
	"image_url" text,
	"course_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"students_count" integer DEFAULT 0 NOT NULL,
	"text_what_to_learn" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"schema_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "price_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer,
	"original_price" integer,
	"sessions_count" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"ratings" smallint NOT NULL,
	"review_description" text NOT NULL,
	"photo_id" integer,
	"featured" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"trainer_course_description" text
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_name" text NOT NULL,
	"trainer_image" text,
	"language" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_timings" ADD CONSTRAINT "batch_timings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_trainer_course_id_trainer_courses_id_fk" FOREIGN KEY ("trainer_course_id") REFERENCES "public"."trainer_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_options" ADD CONSTRAINT "price_options_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_id_review_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."review_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_courses" ADD CONSTRAINT "trainer_courses_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_courses" ADD CONSTRAINT "trainer_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_timings_batch_idx" ON "batch_timings" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batches_trainer_course_idx" ON "batches" USING btree ("trainer_course_id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "courses_name_trgm" ON "courses" USING gin ("course_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin ("course_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_heading_trgm" ON "courses" USING gin ("course_heading" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_options_batch_idx" ON "price_options" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "reviews_course_created_idx" ON "reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_courses_pair" ON "trainer_courses" USING btree ("trainer_id","course_id");--> statement-breakpoint
CREATE INDEX "trainer_courses_course_idx" ON "trainer_courses" USING btree ("course_id");
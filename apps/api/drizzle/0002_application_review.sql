ALTER TABLE "job_applications" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_rating_range" CHECK ("job_applications"."rating" BETWEEN 1 AND 5);
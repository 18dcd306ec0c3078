-- An applicant's applications are found by their e-mail address in lower case: the other
-- applications beside each one in the applicant lists, and the `other_jobs` filter.
CREATE INDEX IF NOT EXISTS "job_applications_email_lower_idx" ON "job_applications" USING btree (lower("email"));

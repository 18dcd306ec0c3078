INSERT INTO "roles" ("id", "name") VALUES
  (1, 'Superadmin'),
  (2, 'Admin'),
  (3, 'Editor'),
  (4, 'Recruiter')
ON CONFLICT ("id") DO NOTHING;

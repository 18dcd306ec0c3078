-- A job's description becomes rich text (sanitised HTML), as article bodies did: the plain
-- text's paragraphs (blank lines between) become <p> elements, its single line breaks <br>,
-- its characters escaped. Its translations' descriptions likewise.
CREATE FUNCTION "plain_text_to_html"(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg('<p>' || replace(trim(part), E'\n', '<br>') || '</p>', '' ORDER BY n), '')
  FROM unnest(regexp_split_to_array(
    replace(replace(replace(replace(replace(body, E'\r\n', E'\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'),
    E'\n[ \t]*\n\\s*')) WITH ORDINALITY AS t(part, n)
  WHERE trim(part) <> ''
$$;--> statement-breakpoint
UPDATE "jobs" SET "description" = plain_text_to_html("description") WHERE "description" !~ '^\s*<';--> statement-breakpoint
UPDATE "jobs" SET "translations" = (
  SELECT jsonb_object_agg(lang, CASE
    WHEN fields ? 'description' AND fields->>'description' !~ '^\s*<'
    THEN jsonb_set(fields, '{description}', to_jsonb(plain_text_to_html(fields->>'description')))
    ELSE fields END)
  FROM jsonb_each("translations") AS e(lang, fields))
WHERE "translations" <> '{}'::jsonb;--> statement-breakpoint
DROP FUNCTION "plain_text_to_html"(text);

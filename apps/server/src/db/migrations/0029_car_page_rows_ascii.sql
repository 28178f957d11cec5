-- Hand-written: a JSON text with every character past ASCII written as its \uXXXX escape (a pair of them, UTF-16
-- surrogates, past U+FFFF), which JSON.parse reads back as the same string. Why: the server reads a kept row through
-- the driver's UTF-8 decoding and writes it to the socket through UTF-8 encoding; text with Chinese in it becomes a
-- two-byte JavaScript string and is encoded again on every answer, ≈ 40 µs of a 20-row car page's server CPU, where
-- all-ASCII text stays a one-byte string that is copied as it is (issue 14 item 8, docs/performance.md session 19).
-- Paid once per kept row written, not per page. Only a JSON text may be given: outside strings JSON is ASCII already,
-- so every character replaced stands inside a string. One replace per distinct such character (a row has a dozen).
CREATE FUNCTION "json_ascii"(doc text) RETURNS text
	LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
	ch text;
	cp int;
BEGIN
	-- Each character past ASCII in turn (regexp_replace drops the ASCII runs, string_to_array cuts the rest into
	-- characters); a repeated one is gone from the text after its first replace. ≈ 10 µs a kept row of the bench's data,
	-- against ≈ 13 with a DISTINCT of regexp_matches.
	FOREACH ch IN ARRAY string_to_array(regexp_replace(doc, '[\u0001-\u007f]+', '', 'g'), NULL) LOOP
		IF position(ch IN doc) > 0 THEN
			cp := ascii(ch) - 65536;
			doc := replace(doc, ch, CASE WHEN cp < 0 THEN '\u' || lpad(to_hex(cp + 65536), 4, '0')
				ELSE '\u' || to_hex(55296 + (cp >> 10)) || '\u' || to_hex(56320 + (cp & 1023)) END);
		END IF;
	END LOOP;
	RETURN doc;
END $$;
--> statement-breakpoint
-- 0028's row, its JSON now all ASCII (json_ascii): the same object once parsed.
CREATE OR REPLACE FUNCTION "car_page_row"(company uuid, car uuid) RETURNS text
	LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN "json_ascii"((SELECT row_to_json(r)::text FROM (
		SELECT c."car_id", c."car_num", c."car_type", t."car_type_name", c."leader", c."phone", c."gps_num", c."remark",
			l."point" AS last_point, coalesce(k.state, 'none') AS key_state, k.since AS key_since,
			to_char(c."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
		FROM "cars" c
		LEFT JOIN "car_types" t ON t."company_id" = c."company_id" AND t."car_type" = c."car_type"
		LEFT JOIN "car_last_points" l ON l."company_id" = c."company_id" AND l."car_id" = c."car_id"
		LEFT JOIN LATERAL (
			SELECT CASE WHEN d."revoked_at" IS NULL THEN 'active' ELSE 'revoked' END AS state,
				to_char(coalesce(d."revoked_at", d."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since
			FROM "device_keys" d
			WHERE d."company_id" = c."company_id" AND d."device_kind" = 'gps' AND d."device_id" = c."car_id"
			ORDER BY d."created_at" DESC, d."key_id" DESC LIMIT 1) k ON true
		WHERE c."company_id" = company AND c."car_id" = car) r));
END $$;
--> statement-breakpoint
-- The rows kept already, written again in the new form.
UPDATE "car_page_rows" SET "row" = "car_page_row"("company_id", "car_id");

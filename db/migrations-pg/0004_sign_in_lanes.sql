CREATE TABLE "sign_in_lanes" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" bigint NOT NULL,
	"open_at" bigint NOT NULL,
	"clean_at" bigint NOT NULL
);

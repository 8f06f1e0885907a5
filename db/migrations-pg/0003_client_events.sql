CREATE TABLE "client_events" (
	"scope" text NOT NULL,
	"client" text NOT NULL,
	"at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_events_idx" ON "client_events" USING btree ("scope","client","at_ms");
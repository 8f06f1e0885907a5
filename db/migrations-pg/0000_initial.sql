CREATE TABLE "search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"pmids" json NOT NULL,
	"fetched_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summaries" (
	"key" text PRIMARY KEY NOT NULL,
	"pmid" text NOT NULL,
	"source" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"abstract_hash" text NOT NULL,
	"clinician_summary" text NOT NULL,
	"patient_summary" text NOT NULL,
	"reading_grade" double precision NOT NULL,
	"warnings" json NOT NULL,
	"generated_at" timestamp (3) with time zone NOT NULL,
	"origin" text DEFAULT 'record' NOT NULL,
	"last_read_at" timestamp (3) with time zone,
	"facts" json,
	"sentences" json,
	"source_text" json
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"pmid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"authors" json NOT NULL,
	"journal" text NOT NULL,
	"publication_date" text NOT NULL,
	"year" integer,
	"sort_date" text DEFAULT '' NOT NULL,
	"cancer_type" text,
	"doi" text,
	"phase" text,
	"nct_id" text,
	"publication_types" json NOT NULL,
	"mesh_terms" json NOT NULL,
	"abstract_sections" json NOT NULL,
	"registrations" json DEFAULT '[]'::json NOT NULL,
	"notices" json DEFAULT '[]'::json NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_trials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pmid" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"authors" json NOT NULL,
	"journal" text NOT NULL,
	"publication_date" text NOT NULL,
	"cancer_type" text,
	"doi" text,
	"clinician_summary" text,
	"patient_summary" text,
	"facts" json,
	"sentences" json,
	"source_text" json,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"oidc_subject" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject")
);
--> statement-breakpoint
CREATE TABLE "registry_studies" (
	"nct_id" text PRIMARY KEY NOT NULL,
	"study" json,
	"fetched_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_slots" (
	"name" text NOT NULL,
	"slot" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "rate_slots_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
ALTER TABLE "saved_trials" ADD CONSTRAINT "saved_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summaries_pmid_idx" ON "summaries" USING btree ("pmid");--> statement-breakpoint
CREATE INDEX "summaries_last_read_idx" ON "summaries" USING btree ("last_read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_trials_user_pmid_idx" ON "saved_trials" USING btree ("user_id","pmid");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
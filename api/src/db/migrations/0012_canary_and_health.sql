-- Canaries (one candidate version per remote for a share of visitors) and the browsers' health
-- counts per remote version and minute, summed by the release console.
CREATE TABLE "remote_canaries" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"percent" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_health" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"mounts" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"render_errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_health_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
CREATE INDEX "remote_health_minute" ON "remote_health" USING btree ("minute");

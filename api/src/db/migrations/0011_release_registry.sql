-- Every registered build of a remote (immutable) and the history of the release actions.
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"compatible" boolean NOT NULL,
	"problems" text DEFAULT '' NOT NULL,
	"released_by" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_version" UNIQUE("remote","version")
);
--> statement-breakpoint
CREATE TABLE "release_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_events_remote" ON "release_events" USING btree ("remote","id");

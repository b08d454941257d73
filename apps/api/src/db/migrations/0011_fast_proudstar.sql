CREATE TABLE "class_live_samples" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"second" integer NOT NULL,
	"bpm" smallint,
	CONSTRAINT "class_live_samples_class_id_user_id_second_pk" PRIMARY KEY("class_id","user_id","second")
);
--> statement-breakpoint
ALTER TABLE "class_series" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "class_templates" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "class_live_samples" ADD CONSTRAINT "class_live_samples_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_live_samples" ADD CONSTRAINT "class_live_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;